import { randomBytes } from 'node:crypto';
import { poll } from '@mc/runtime/testing';
import type {
  ArticlePage,
  ContactAnswer,
  ContentIndex,
  ContentItem,
  GuideList,
  PortfolioDetail,
  PortfolioList,
  SitePage,
  WatchListIndex,
  WatchListPost,
} from '@mc/api/content';
import { api, bffUrl, mailUrl, signedInAccount } from '../support/api.js';
import { subscriberToken } from '../support/subscriber.js';
import { listMail } from '../emulators/mail/mail-client.js';

const FLAGSHIP = '/api/portfolios/market-catalysts-flagship-stocks/';
const NOT_FOUND = { detail: 'Not found.' };
const SUPPORT_EMAIL = 'support@marketcatalysts.local';

const page = (path: string, accept = 'text/html') => fetch(`${bffUrl()}${path}`, { headers: { accept } });

/** issue 9 §2 "API (bff)", §1 access, and the site's files, against the running product (content service included). */
describe('portfolios and content API', () => {
  describe('portfolios', () => {
    it('lists the flagship and the 11 sector portfolios as cards', async () => {
      const { status, body, headers } = await api<PortfolioList>('GET', '/api/portfolios/');
      expect(status).toBe(200);
      expect(headers.get('etag')).toMatch(/^(W\/)?".+"$/);
      expect(body.results.map((card) => card.slug)).toEqual([
        'market-catalysts-flagship-stocks',
        'technology-stocks',
        'financials-stocks',
        'biopharma-healthcare-stocks',
        'consumer-discretionary-stocks',
        'industrials-stocks',
        'communication-services-stocks',
        'consumer-staples-stocks',
        'energy-stocks',
        'materials-stocks',
        'real-estate-stocks',
        'utilities-stocks',
      ]);
      expect(body.results[0]).toMatchObject({
        kind: 'flagship',
        count: 110,
        path: '/invest/portfolios/market-catalysts-flagship-stocks',
      });
      for (const card of body.results.slice(1)) expect(card.count).toBeGreaterThanOrEqual(15);
    });

    it('shows a visitor the first 10 rows of a portfolio, the total and "preview"', async () => {
      const { status, body, headers } = await api<PortfolioDetail>('GET', FLAGSHIP);
      expect(status).toBe(200);
      expect(body).toMatchObject({ access: 'preview', count: 110 });
      expect(body.rows.map((row) => row.ticker)).toEqual([
        'TSLA',
        'AAPL',
        'C',
        'MSFT',
        'NVDA',
        'AMZN',
        'GOOGL',
        'META',
        'JPM',
        'AMD',
      ]);
      expect(headers.get('cache-control')).toBe('no-cache');
    });

    it('shows a signed-in reader without a subscription the preview too, never stored', async () => {
      const { token } = await signedInAccount();
      const { body, headers } = await api<PortfolioDetail>('GET', FLAGSHIP, { token });
      expect(body).toMatchObject({ access: 'preview', count: 110 });
      expect(body.rows).toHaveLength(10);
      expect(headers.get('cache-control')).toBe('no-store');
    });

    it('shows a subscriber all 110 rows with prices', async () => {
      const token = await subscriberToken(
        async (candidate) => (await api<PortfolioDetail>('GET', FLAGSHIP, { token: candidate })).body.access === 'full',
      );
      const { body, headers } = await poll(
        'quotes for the flagship',
        async () => {
          const answer = await api<PortfolioDetail>('GET', FLAGSHIP, { token });
          return answer.body.rows.filter((row) => row.last !== null).length >= 100 ? answer : undefined;
        },
        60_000,
        1_000,
      );
      expect(body.access).toBe('full');
      expect(body.rows).toHaveLength(110);
      expect(body.rows.at(-1)).toMatchObject({ rank: 110, ticker: 'BP' });
      for (const row of body.rows.filter((candidate) => candidate.last !== null)) {
        expect(row.last).toBeGreaterThan(0);
        expect(typeof row.change_percent).toBe('number');
      }
      // Each next catalyst says whether its date is firm, and an estimated one claims no session.
      const next = body.rows.flatMap((row) => (row.next_catalyst ? [row.next_catalyst] : []));
      expect(next.length).toBeGreaterThan(0);
      for (const catalyst of next) {
        expect(['confirmed', 'estimated']).toContain(catalyst.date_status);
        if (catalyst.date_status === 'estimated') expect(catalyst.session).toBe('unknown');
      }
      expect(headers.get('cache-control')).toBe('no-store');
    });

    it('answers 304 to a visitor whose copy is current', async () => {
      const first = await api('GET', '/api/portfolios/technology-stocks/');
      const again = await fetch(`${bffUrl()}/api/portfolios/technology-stocks/`, {
        headers: { 'if-none-match': first.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    });

    it('answers 404 for an unknown portfolio', async () => {
      expect(await api('GET', '/api/portfolios/crypto-stocks/')).toMatchObject({ status: 404, body: NOT_FOUND });
    });
  });

  describe('articles', () => {
    it('pages the articles newest first in DRF’s shape, with the tags and tickers in use', async () => {
      const { status, body } = await api<ArticlePage>('GET', '/api/articles/?page_size=3');
      expect(status).toBe(200);
      expect(body.count).toBeGreaterThanOrEqual(8);
      expect(body.results).toHaveLength(3);
      expect(body.previous).toBeNull();
      expect(body.next).toBe('/api/articles/?page_size=3&page=2');
      const days = body.results.map((article) => article.published);
      expect(days).toEqual([...days].sort().reverse());
      expect(body.tags.length).toBeGreaterThan(0);
      const second = await api<ArticlePage>('GET', body.next!);
      expect(second.body.previous).toBe('/api/articles/?page_size=3');
      expect(second.body.results[0].published <= days[2]).toBe(true);
    });

    it('filters by tag and by ticker', async () => {
      const { body } = await api<ArticlePage>('GET', '/api/articles/');
      const [tag] = body.tags;
      const tagged = await api<ArticlePage>('GET', `/api/articles/?tag=${tag.value}`);
      expect(tagged.body.count).toBe(tag.count);
      expect(tagged.body.results.every((article) => article.tags.includes(tag.value))).toBe(true);
      const nobody = await api<ArticlePage>('GET', '/api/articles/?ticker=ZZZZ');
      expect(nobody).toMatchObject({ status: 200, body: { count: 0, results: [], next: null, previous: null } });
    });

    it('refuses bad query parameters with field errors', async () => {
      expect(await api('GET', '/api/articles/?page=0&page_size=1000&tag=Not%20A%20Tag')).toMatchObject({
        status: 400,
        body: {
          page: ['Ensure this value is greater than or equal to 1.'],
          page_size: ['Ensure this value is less than or equal to 100.'],
          tag: ['Enter a tag: lowercase words joined by hyphens.'],
        },
      });
      expect(await api('GET', '/api/articles/?page=999')).toMatchObject({ status: 400, body: { page: ['Invalid page.'] } });
    });

    it('answers one article with sanitized HTML, and 404 for an unknown slug', async () => {
      const { body } = await api<ArticlePage>('GET', '/api/articles/?page_size=1');
      const { status, body: article } = await api<ContentItem>('GET', `/api/articles/${body.results[0].slug}/`);
      expect(status).toBe(200);
      expect(article).toMatchObject({ kind: 'article', slug: body.results[0].slug, path: body.results[0].path });
      expect(article.html).toContain('<h2 id=');
      expect(article.html).not.toMatch(/<script|javascript:|\son\w+=/i);
      const encoding = async (accepted: string) =>
        (
          await fetch(`${bffUrl()}/api/articles/${body.results[0].slug}/`, { headers: { 'accept-encoding': accepted } })
        ).headers.get('content-encoding');
      expect(await encoding('identity')).toBeNull();
      expect(await encoding('br, gzip')).toBe('br');
      expect(await api('GET', '/api/articles/no-such-article/')).toMatchObject({ status: 404, body: NOT_FOUND });
    });
  });

  describe('guides, pages and the content index', () => {
    it('lists the 15 guides and answers each one', async () => {
      const { body } = await api<GuideList>('GET', '/api/guides/');
      expect(body.results).toHaveLength(15);
      const guide = await api<ContentItem>('GET', '/api/guides/earnings-catalysts-guide/');
      expect(guide).toMatchObject({ status: 200, body: { kind: 'guide', path: '/earnings-catalysts-guide' } });
      expect(guide.body.headings.length).toBeGreaterThan(2);
      expect(await api('GET', '/api/guides/about/')).toMatchObject({ status: 404, body: NOT_FOUND });
    });

    it('answers the site’s pages with the support address', async () => {
      for (const slug of ['about', 'about-us', 'team', 'contact-us', 'data-disclaimer', 'privacy-policy', 'terms-of-use']) {
        const { status, body } = await api<SitePage>('GET', `/api/pages/${slug}/`);
        expect(status).toBe(200);
        expect(body).toMatchObject({ kind: 'page', path: `/${slug}`, support_email: SUPPORT_EMAIL });
      }
      expect(await api('GET', '/api/pages/careers/')).toMatchObject({ status: 404, body: NOT_FOUND });
    });

    it('indexes every published item newest first', async () => {
      const { body } = await api<ContentIndex>('GET', '/api/content/');
      expect(body.count).toBe(body.results.length);
      expect(new Set(body.results.map((item) => item.kind))).toEqual(new Set(['guide', 'article', 'watch-list', 'page']));
    });
  });

  describe('watch lists', () => {
    it('lists each list’s posts and all of them together', async () => {
      const all = await api<WatchListIndex>('GET', '/api/watch-lists/all/');
      expect(all.body).toMatchObject({ list: 'all', path: '/watch-lists' });
      let total = 0;
      for (const list of ['weekly', 'market-catalysts', 'stock', 'crypto']) {
        const { body } = await api<WatchListIndex>('GET', `/api/watch-lists/${list}/`);
        expect(body).toMatchObject({ list, path: `/${list}-watch-list` });
        expect(body.count).toBeGreaterThanOrEqual(3);
        expect(body.results.every((post) => post.list === list)).toBe(true);
        total += body.count;
      }
      expect(all.body.count).toBe(total);
      expect(await api('GET', '/api/watch-lists/daily/')).toMatchObject({ status: 404, body: NOT_FOUND });
    });

    it('joins each pick of a post with its delayed quote and next catalyst', async () => {
      const { body: list } = await api<WatchListIndex>('GET', '/api/watch-lists/weekly/');
      const post = await poll(
        'quotes for the picks',
        async () => {
          const answer = await api<WatchListPost>('GET', `/api/watch-lists/weekly/${list.results[0].slug}/`);
          return answer.body.picks.some((pick) => pick.last !== null) ? answer : undefined;
        },
        60_000,
        1_000,
      );
      expect(post.status).toBe(200);
      expect(post.body.picks.map((pick) => pick.ticker)).toEqual(list.results[0].tickers);
      for (const pick of post.body.picks) {
        expect(pick.thesis.length).toBeGreaterThan(40);
        expect(pick.path).toBe(`/company/${pick.ticker}`);
        if (pick.next_catalyst)
          expect(pick.next_catalyst).toMatchObject({ ticker: pick.ticker, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      }
      expect(await api('GET', `/api/watch-lists/stock/${list.results[0].slug}/`)).toMatchObject({ status: 404, body: NOT_FOUND });
    });

    it('quotes the picks that only content names (spot bitcoin ETFs, miners) once content has told quotes', async () => {
      const { body: list } = await api<WatchListIndex>('GET', '/api/watch-lists/crypto/');
      const post = list.results.find((result) => result.tickers.includes('IBIT'));
      expect(post).toBeDefined();
      // content.tickers.changed.v1 → quotes' next refresh (3 s on the test stack) → the bff's quotes.
      const answer = await poll(
        'a quote for every pick of the post',
        async () => {
          const { body } = await api<WatchListPost>('GET', `/api/watch-lists/crypto/${post!.slug}/`);
          return body.picks.every((pick) => pick.last !== null) ? body : undefined;
        },
        60_000,
        1_000,
      );
      expect(answer.picks.find((pick) => pick.ticker === 'IBIT')).toMatchObject({ last: expect.any(Number) });
    });
  });

  describe('the contact form', () => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      name: `Dana ${randomBytes(4).toString('hex')}`,
      email: `dana-${randomBytes(4).toString('hex')}@example.com`,
      topic: 'subscription',
      message: 'My card was charged but the profile page still shows no subscription.',
      website: '',
      ...overrides,
    });
    const mailsTo = async (needle: string) => {
      return (await listMail(mailUrl())).filter((message) => message.Subject.includes(needle));
    };

    it('sends the message to the support mailbox and says so', async () => {
      const sent = form();
      const { status, body } = await api<ContactAnswer>('POST', '/api/contact/', { body: sent });
      expect(status).toBe(201);
      expect(body).toEqual({ sent: true, detail: expect.stringContaining('was sent') });
      const [mail] = await poll('the contact mail', async () =>
        (await mailsTo(sent.name)).length ? mailsTo(sent.name) : undefined,
      );
      expect(mail.Subject).toBe(`Contact form: Subscription and billing — ${sent.name}`);
    });

    it('answers a bot that fills the hidden field like a person, and sends nothing', async () => {
      const bot = form({ website: 'https://cheap-followers.example' });
      expect(await api('POST', '/api/contact/', { body: bot })).toMatchObject({ status: 201, body: { sent: true } });
      const person = form();
      await api('POST', '/api/contact/', { body: person });
      await poll('the person’s mail', async () => ((await mailsTo(person.name)).length ? true : undefined));
      expect(await mailsTo(bot.name)).toEqual([]);
    });

    it('refuses bad input with field errors', async () => {
      expect(await api('POST', '/api/contact/', { body: form({ email: 'dana', topic: 'gossip', message: '' }) })).toMatchObject({
        status: 400,
        body: {
          email: ['Enter a valid email address.'],
          topic: ['"gossip" is not a valid choice.'],
          message: ['This field may not be blank.'],
        },
      });
      expect(await api('POST', '/api/contact/', { body: '[1]' })).toMatchObject({
        status: 400,
        body: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
      });
    });

    it('limits how often one sender may write', async () => {
      const email = `often-${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++)
        statuses.push((await api('POST', '/api/contact/', { body: form({ email, website: 'bot' }) })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await api('POST', '/api/contact/', { body: form({ email, website: 'bot' }) })).body).toEqual({
        detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
      });
    });
  });

  describe('the site’s files and status codes', () => {
    it('lists every public route and content page in /sitemap.xml', async () => {
      const response = await page('/sitemap.xml', 'application/xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const xml = await response.text();
      for (const path of [
        '/',
        '/pricing',
        '/earnings-calendar',
        '/invest/portfolios/energy-stocks',
        '/catalysts-guide',
        '/privacy-policy',
        '/weekly-watch-list',
      ])
        expect(xml).toContain(`${path}</loc>`);
      const { body } = await api<ContentIndex>('GET', '/api/content/');
      for (const item of body.results) expect(xml).toContain(`${item.path}</loc>`);
      expect(xml).not.toContain('/profile</loc>');
    });

    it('answers /robots.txt and the Atom feed of the articles', async () => {
      const robots = await (await page('/robots.txt', 'text/plain')).text();
      expect(robots).toContain('Disallow: /api/');
      expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
      const feed = await page('/feed.xml', 'application/atom+xml');
      expect(feed.headers.get('content-type')).toContain('application/atom+xml');
      const xml = await feed.text();
      const { body } = await api<ArticlePage>('GET', '/api/articles/?page_size=100');
      expect(xml.match(/<entry>/g)).toHaveLength(body.count);
      expect(xml).toContain(`${body.results[0].path}"/>`);
    });

    it('answers the app with 200 for a screen and 404 for a path that is none, or an unknown slug', async () => {
      for (const path of ['/articles', '/earnings-catalysts-guide', '/invest/portfolios/technology-stocks', '/company/AAPL']) {
        const response = await page(path);
        expect([path, response.status]).toEqual([path, 200]);
      }
      const { body } = await api<ArticlePage>('GET', '/api/articles/?page_size=1');
      expect((await page(body.results[0].path)).status).toBe(200);
      for (const path of [
        '/no-such-page',
        '/articles/no-such-article',
        '/weekly-watch-list/no-such-post',
        '/invest/portfolios/crypto-stocks',
      ]) {
        const response = await page(path);
        expect([path, response.status]).toEqual([path, 404]);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain('<div id="root">');
      }
    });
  });
});
