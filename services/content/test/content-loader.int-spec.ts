import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ContentService, Problem_Kind } from '@mc/proto';
import type { RpcClient } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import { compileContentFolder } from '../src/files/content-folder.js';
import { ContentLoader } from '../src/loader/content-loader.service.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { contentClient, contentConfig, copyOfContent, PRISMA_DIR, startContent, SUPPORT_EMAIL } from './content-harness.js';

/** content as it runs in production (loader at start-up, NATS queue group), on its own database, NATS and folder. */
describe('content service', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let folder: Awaited<ReturnType<typeof copyOfContent>>;
  let app: NestFastifyApplication;
  let rpc: ReturnType<typeof contentClient>;
  let content: RpcClient;
  let loader: ContentLoader;
  let prisma: PrismaService;

  const ARTICLE = 'articles/trading-the-week-of-a-fed-meeting.md';
  const ARTICLE_PATH = '/articles/trading-the-week-of-a-fed-meeting';

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'content');
    nats = await startPrivateNats(24261);
    folder = await copyOfContent();
    app = await startContent(contentConfig({ DATABASE_URL: database.url, NATS_URL: nats.url, CONTENT_DIR: folder.dir }));
    rpc = contentClient(nats.url);
    content = rpc.client;
    loader = app.get(ContentLoader);
    prisma = app.get(PrismaService);
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    await nats?.stop();
    await database?.drop();
    await folder?.remove();
  });

  /** Every stored row, items by route and portfolios by slug. */
  const snapshot = async () =>
    new Map<string, { updatedAt: Date }>([
      ...(await prisma.contentItem.findMany()).map((row) => [row.path, { ...row, html: row.html.length }] as const),
      ...(await prisma.portfolio.findMany()).map((row) => [`portfolio ${row.slug}`, row] as const),
    ]);
  const article = (slug: string) => content.call(ContentService.method.getContent, { kind: 'article', slug });

  describe('loading the folder', () => {
    it('has published every file at start-up', async () => {
      const reply = await content.call(ContentService.method.listContent, {});
      expect(reply.outcome.case).toBe('success');
      const list = reply.outcome.value as { count: number };
      expect(list.count).toBe(await prisma.contentItem.count({ where: { unpublishedAt: null } }));
      expect(list.count).toBeGreaterThanOrEqual(15 + 8 + 12 + 7);
    });

    it('changes nothing when it loads the same files again', async () => {
      const before = await snapshot();
      const report = await loader.load();
      expect(report).toMatchObject({ created: 0, updated: 0, unpublished: 0, unchanged: before.size, problems: [] });
      expect(await snapshot()).toEqual(before);
    });

    it('serialises replicas that load at once: the work is done once', async () => {
      await writeFile(
        join(folder.dir, 'articles/a-new-article.md'),
        (await readFile(join(folder.dir, ARTICLE), 'utf8')).replace(
          'slug: trading-the-week-of-a-fed-meeting',
          'slug: a-new-article',
        ),
      );
      const reports = await Promise.all([loader.load(), loader.load(), loader.load()]);
      expect(reports.map((report) => report.created).sort()).toEqual([0, 0, 1]);
      expect((await article('a-new-article')).outcome.case).toBe('success');
    });

    it('stores a changed file again, and only that one', async () => {
      const before = await snapshot();
      await appendFile(join(folder.dir, ARTICLE), '\nAn added closing sentence about the press conference.\n');
      const report = await loader.load(new Date(Date.now() + 1000));
      expect(report).toMatchObject({ created: 0, updated: 1, unpublished: 0 });
      const after = await snapshot();
      expect(after.get(ARTICLE_PATH)!.updatedAt.getTime()).toBeGreaterThan(before.get(ARTICLE_PATH)!.updatedAt.getTime());
      for (const [path, row] of after) if (path !== ARTICLE_PATH) expect(row).toEqual(before.get(path));
      const reply = await article('trading-the-week-of-a-fed-meeting');
      expect(reply.outcome.case === 'success' && reply.outcome.value.html).toContain(
        'An added closing sentence about the press conference.',
      );
    });

    it('unpublishes the page of a removed file, and publishes it again when the file comes back', async () => {
      const source = await readFile(join(folder.dir, ARTICLE));
      await rm(join(folder.dir, ARTICLE));
      expect(await loader.load()).toMatchObject({ unpublished: 1, updated: 0, created: 0 });
      expect((await article('trading-the-week-of-a-fed-meeting')).outcome).toEqual({
        case: 'problem',
        value: expect.objectContaining({
          kind: Problem_Kind.NOT_FOUND,
          errors: [expect.objectContaining({ code: 'not_found' })],
        }),
      });
      const list = await content.call(ContentService.method.listContent, { kinds: ['article'] });
      const paths = list.outcome.case === 'success' ? list.outcome.value.items.map((item) => item.path) : [];
      expect(paths).not.toContain(ARTICLE_PATH);
      expect(await loader.load()).toMatchObject({ unpublished: 0, updated: 0, created: 0 });

      await writeFile(join(folder.dir, ARTICLE), source);
      expect(await loader.load()).toMatchObject({ updated: 1, created: 0 });
      expect((await article('trading-the-week-of-a-fed-meeting')).outcome.case).toBe('success');
    });

    it('keeps the last good version of a file that breaks the rules, and reports it with its path and field', async () => {
      const good = await readFile(join(folder.dir, ARTICLE), 'utf8');
      await writeFile(join(folder.dir, ARTICLE), good.replace(/^published: .*$/m, 'published: someday'));
      const report = await loader.load();
      expect(report.problems).toEqual([
        { file: ARTICLE, field: 'published', message: 'must be a day written YYYY-MM-DD (2026-10-14)' },
      ]);
      expect(report).toMatchObject({ unpublished: 0, updated: 0 });
      expect((await article('trading-the-week-of-a-fed-meeting')).outcome.case).toBe('success');
      await writeFile(join(folder.dir, ARTICLE), good);
    });
  });

  describe('the portfolios', () => {
    const PORTFOLIO = 'portfolios/utilities-stocks.md';
    const portfolios = async () => (await content.call(ContentService.method.listPortfolios, {})).portfolios;

    it('answers every portfolio in its order, the flagship first, with its sector key and ranked members', async () => {
      const all = await portfolios();
      const files = (await compileContentFolder(folder.dir, new Date().toISOString().slice(0, 10))).portfolios;
      expect(all.map((portfolio) => portfolio.slug)).toEqual(files.map((file) => file.slug));
      expect(all[0].slug).toBe('market-catalysts-flagship-stocks');
      expect(all).toHaveLength(12);
      expect(all[0].sector).toBeUndefined();
      expect(all[0].members.slice(0, 3).map((member) => member.ticker)).toEqual(['TSLA', 'AAPL', 'C']);
      expect(all[1]).toMatchObject({ title: 'Technology Stocks', sector: 'information_technology' });
      expect(all[1].members[0]).toMatchObject({ ticker: 'AAPL', name: 'Apple Inc.' });
    });

    it('unpublishes a removed portfolio, publishes it again when it comes back, and keeps the last good version of a broken one', async () => {
      const good = await readFile(join(folder.dir, PORTFOLIO), 'utf8');
      await rm(join(folder.dir, PORTFOLIO));
      expect(await loader.load()).toMatchObject({ unpublished: 1, created: 0, updated: 0 });
      expect((await portfolios()).map((portfolio) => portfolio.slug)).not.toContain('utilities-stocks');
      await writeFile(join(folder.dir, PORTFOLIO), good.replace(/^sector: .*$/m, 'sector: Power'));
      const report = await loader.load();
      expect(report.problems.map((problem) => `${problem.file}: ${problem.field}`)).toEqual([`${PORTFOLIO}: sector`]);
      await writeFile(join(folder.dir, PORTFOLIO), good);
      expect(await loader.load()).toMatchObject({ updated: 1, created: 0 });
      await writeFile(join(folder.dir, PORTFOLIO), good.replace(/^title: .*$/m, 'title: ""'));
      expect((await loader.load()).problems).toHaveLength(1);
      expect((await portfolios()).at(-1)).toMatchObject({ slug: 'utilities-stocks', title: 'Utilities Stocks' });
      await writeFile(join(folder.dir, PORTFOLIO), good);
    });
  });

  describe('answering', () => {
    it('lists articles newest first, filtered by tag and ticker, paged, with every tag and ticker in use', async () => {
      const all = await content.call(ContentService.method.listContent, { kinds: ['article'] });
      if (all.outcome.case !== 'success') throw new Error('no list');
      const days = all.outcome.value.items.map((item) => item.published);
      expect(days).toEqual([...days].sort().reverse());
      expect(all.outcome.value.items.every((item) => item.kind === 'article' && item.path.startsWith('/articles/'))).toBe(true);
      const [tag] = all.outcome.value.tags;
      const tagged = await content.call(ContentService.method.listContent, { kinds: ['article'], tag: tag.value });
      expect(tagged.outcome.case === 'success' && tagged.outcome.value.count).toBe(tag.count);
      // The articles mention no ticker yet; the watch-list posts all do.
      const posts = await content.call(ContentService.method.listContent, { kinds: ['watch-list'] });
      if (posts.outcome.case !== 'success') throw new Error('no list');
      const [ticker] = posts.outcome.value.tickers;
      const mentioning = await content.call(ContentService.method.listContent, {
        kinds: ['watch-list'],
        ticker: ticker.value.toLowerCase(),
      });
      if (mentioning.outcome.case !== 'success') throw new Error('no list');
      expect(mentioning.outcome.value.count).toBe(ticker.count);
      expect(mentioning.outcome.value.items.every((item) => item.tickers.includes(ticker.value))).toBe(true);
      const second = await content.call(ContentService.method.listContent, { kinds: ['article'], offset: 2, limit: 2 });
      expect(second.outcome.case === 'success' && second.outcome.value.items.map((item) => item.slug)).toEqual(
        all.outcome.value.items.slice(2, 4).map((item) => item.slug),
      );
    });

    it('answers a watch-list post with its picks, and a page with the support address', async () => {
      const list = await content.call(ContentService.method.listContent, { kinds: ['watch-list'], list: 'crypto' });
      if (list.outcome.case !== 'success') throw new Error('no list');
      expect(list.outcome.value.count).toBeGreaterThanOrEqual(3);
      const [first] = list.outcome.value.items;
      const post = await content.call(ContentService.method.getContent, { kind: 'watch-list', list: 'crypto', slug: first.slug });
      if (post.outcome.case !== 'success') throw new Error('no post');
      expect(post.outcome.value.summary?.path).toBe(`/crypto-watch-list/${first.slug}`);
      expect(post.outcome.value.picks.map((pick) => pick.ticker)).toEqual(first.tickers);
      expect(post.outcome.value.picks.every((pick) => pick.thesis.length > 40)).toBe(true);
      // The same slug under another list names nothing.
      const elsewhere = await content.call(ContentService.method.getContent, {
        kind: 'watch-list',
        list: 'weekly',
        slug: first.slug,
      });
      expect(elsewhere.outcome.case).toBe('problem');

      const page = await content.call(ContentService.method.getContent, { kind: 'page', slug: 'contact-us' });
      if (page.outcome.case !== 'success') throw new Error('no page');
      expect(page.outcome.value.supportEmail).toBe(SUPPORT_EMAIL);
      expect(page.outcome.value.summary?.path).toBe('/contact-us');
    });

    it('answers a guide with sanitized HTML and its section headings', async () => {
      const guide = await content.call(ContentService.method.getContent, { kind: 'guide', slug: 'earnings-catalysts-guide' });
      if (guide.outcome.case !== 'success') throw new Error('no guide');
      expect(guide.outcome.value.headings.length).toBeGreaterThan(2);
      for (const heading of guide.outcome.value.headings) expect(guide.outcome.value.html).toContain(`id="${heading.id}"`);
      expect(guide.outcome.value.summary?.wordCount).toBeGreaterThanOrEqual(600);
      // A guide is not a page: kinds do not cross.
      expect(
        (await content.call(ContentService.method.getContent, { kind: 'page', slug: 'earnings-catalysts-guide' })).outcome.case,
      ).toBe('problem');
    });

    it('refuses words outside the contract with field errors', async () => {
      const reply = await content.call(ContentService.method.listContent, { kinds: ['essay'], list: 'daily' });
      expect(reply.outcome).toEqual({
        case: 'problem',
        value: expect.objectContaining({
          kind: Problem_Kind.INVALID,
          errors: [
            expect.objectContaining({ field: 'kinds', code: 'invalid_choice', message: '"essay" is not a valid choice.' }),
            expect.objectContaining({ field: 'list', code: 'invalid_choice', message: '"daily" is not a valid choice.' }),
          ],
        }),
      });
    });
  });
});
