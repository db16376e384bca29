import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, poll, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import { ContentLoader } from '../src/loader/content-loader.service.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { contentConfig, copyOfContent, PRISMA_DIR, startContent } from './content-harness.js';

interface TickersEvent {
  tickers: string[];
  changedAt: string;
}

/** content.tickers.changed.v1 from the loads of a folder: once per new set, in the load's transaction, published. */
describe('content tickers event', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let folder: Awaited<ReturnType<typeof copyOfContent>>;
  let app: NestFastifyApplication;
  let loader: ContentLoader;
  let prisma: PrismaService;

  const CRYPTO_POST = 'watch-lists/crypto/spot-bitcoin-and-ether-etf-flows.md';
  const NEW_ARTICLE = 'articles/gold-miners-against-the-metal.md';

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'content');
    nats = await startPrivateNats(24263);
    folder = await copyOfContent();
    app = await startContent(contentConfig({ DATABASE_URL: database.url, NATS_URL: nats.url, CONTENT_DIR: folder.dir }));
    loader = app.get(ContentLoader);
    prisma = app.get(PrismaService);
  });

  afterAll(async () => {
    await app?.close();
    await nats?.stop();
    await database?.drop();
    await folder?.remove();
  });

  const events = async () =>
    (
      await prisma.$queryRaw<{ payload: TickersEvent; published: boolean }[]>`
        SELECT payload, published_at IS NOT NULL AS published FROM outbox_events
         WHERE type = 'content.tickers.changed.v1' ORDER BY occurred_at, id`
    ).map((row) => ({ ...row.payload, published: row.published }));
  const allPublished = async () => {
    const found = await events();
    return found.every((event) => event.published) ? found : undefined;
  };
  /** A later clock for each load, as editors' deploys follow one another. */
  let clock = Date.now();
  const load = () => loader.load(new Date((clock += 60_000)));

  it('publishes the set of tickers the published items and portfolios name at start-up, sorted and each once', async () => {
    const [first, ...others] = await poll('the start-up event on JetStream', allPublished);
    expect(others).toEqual([]);
    expect(first.tickers).toEqual([...first.tickers].sort());
    expect(new Set(first.tickers).size).toBe(first.tickers.length);
    expect(first.tickers).toEqual(expect.arrayContaining(['ETHA', 'FBTC', 'IBIT', 'MARA', 'RIOT']));
    const named = await prisma.contentItem.findMany({ where: { unpublishedAt: null }, select: { tickers: true } });
    const portfolios = await prisma.portfolio.findMany({ where: { unpublishedAt: null }, select: { members: true } });
    const members = portfolios.flatMap((portfolio) => (portfolio.members as { ticker: string }[]).map((member) => member.ticker));
    expect(members).toEqual(expect.arrayContaining(['TSLA', 'NEM', 'AWK']));
    expect(first.tickers).toEqual([...new Set([...named.flatMap((item) => item.tickers), ...members])].sort());
    expect((await prisma.publishedTickers.findUniqueOrThrow({ where: { id: 1 } })).tickers).toEqual(first.tickers);
  });

  it('publishes nothing again when the set is unchanged, even when a file changed', async () => {
    expect((await load()).tickersChanged).toBe(false);
    await writeFile(join(folder.dir, CRYPTO_POST), `${await readFile(join(folder.dir, CRYPTO_POST), 'utf8')}\nOne more line.\n`);
    const report = await load();
    expect(report).toMatchObject({ updated: 1, tickersChanged: false });
    expect(await events()).toHaveLength(1);
  });

  it('publishes the new set when a file names a new ticker, and again when that file is removed', async () => {
    const [start] = await events();
    expect(start.tickers).not.toContain('GDX');
    const source = await readFile(join(folder.dir, 'articles/trading-the-week-of-a-fed-meeting.md'), 'utf8');
    await writeFile(
      join(folder.dir, NEW_ARTICLE),
      source
        .replace('slug: trading-the-week-of-a-fed-meeting', 'slug: gold-miners-against-the-metal')
        .replace(/^tickers: .*$/m, 'tickers: [GDX, GLD]'),
    );
    expect(await load()).toMatchObject({ created: 1, tickersChanged: true });
    await rm(join(folder.dir, NEW_ARTICLE));
    expect(await load()).toMatchObject({ unpublished: 1, tickersChanged: true });
    expect(await load()).toMatchObject({ tickersChanged: false });

    const [, added, removed, ...others] = await poll('three events on JetStream', allPublished);
    expect(others).toEqual([]);
    expect(added.tickers).toEqual([...start.tickers, 'GDX'].sort());
    expect(removed.tickers).toEqual(start.tickers);
    expect(Date.parse(added.changedAt)).toBeLessThan(Date.parse(removed.changedAt));
  });

  it('keeps the set of a file that now breaks the rules: its last good version stays published', async () => {
    const before = await events();
    await writeFile(
      join(folder.dir, CRYPTO_POST),
      (await readFile(join(folder.dir, CRYPTO_POST), 'utf8')).replace(/^tickers: .*$/m, 'tickers: [ibit]'),
    );
    const report = await load();
    expect([...new Set(report.problems.map((problem) => problem.file))]).toEqual([CRYPTO_POST]);
    expect(report.tickersChanged).toBe(false);
    expect(await events()).toHaveLength(before.length);
  });

  it('publishes the new set when a portfolio gains a member, and again when it loses it', async () => {
    const before = await events();
    const file = join(folder.dir, 'portfolios/materials-stocks.md');
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('members:\n', 'members:\n  - ticker: GDXJ\n    name: VanEck Junior Gold Miners ETF\n'));
    expect(await load()).toMatchObject({ updated: 1, tickersChanged: true });
    await writeFile(file, good);
    expect(await load()).toMatchObject({ updated: 1, tickersChanged: true });
    const [added, removed, ...others] = (await poll('two more events on JetStream', allPublished)).slice(before.length);
    expect(others).toEqual([]);
    expect(added.tickers).toEqual([...before.at(-1)!.tickers, 'GDXJ'].sort());
    expect(removed.tickers).toEqual(before.at(-1)!.tickers);
  });
});
