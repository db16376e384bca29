import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SITE_ROUTES, type SiteRoute } from '@mc/api/site-routes';
import { api, bffUrl } from '../support/api.js';
import { launchChromium, newProductContext } from '../support/browser.js';
import { layoutProblems, seriousAxeViolations } from '../support/page-checks.js';
import { subscriberToken } from '../support/subscriber.js';

/**
 * Every route of spec §2 in Chromium at a phone's and a laptop's size (issue 20): a visitor's pages, and
 * the guarded and signed-in ones as a subscriber. A page fails when it is wider than the viewport, when a
 * table cell is cut off by its container, when its title is another route's, when axe finds a serious or
 * critical violation, or when it asks for a company logo the build's manifest does not list. Every page
 * is walked and every failure collected before the test says which, so one run gives the whole list.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
/** From this width up, tables fit: a table scrolling inside its container counts as clipped (issue 20 §2). */
const LAPTOP_PX = 1280;
const LOGO_PATH = '/staticfiles/company_logos/';
const SETTLE_MS = 20_000;
/**
 * The ticker tape (two copies of 113 quotes) is the same on every page and the heaviest part for axe:
 * checked on the first page of each role and size, left out of the check after that.
 */
const SAME_ON_EVERY_PAGE = ['.app-shell__ticker-tape'];

/** Spec §6 and issue 21: the guarded routes; and the account's own screens, which send a visitor to log in. */
const isGuarded = (path: string) =>
  ['/profile', '/analysis', '/catalyst-calendar', '/my-catalysts', '/my-catalysts/lists', '/my-catalysts/alerts'].includes(
    path,
  ) || path.endsWith('-calendar-old');
const SIGNED_IN_SCREENS = ['/subscribe', '/subscribe/payment', '/subscription-status', '/cancel-subscription'];
const asSubscriber = (path: string) => isGuarded(path) || SIGNED_IN_SCREENS.includes(path);

interface Visit {
  path: string;
  subscriber: boolean;
}

/** A real value for each kind of parameter: one of each published slug, every portfolio (spec §2 lists them). */
async function examplePaths(route: SiteRoute): Promise<string[]> {
  switch (route.param) {
    case undefined:
      return [route.path];
    case 'portfolio': {
      const { body } = await api<{ results: { slug: string }[] }>('GET', '/api/portfolios/');
      return body.results.map(({ slug }) => `/invest/portfolios/${slug}`);
    }
    case 'article': {
      const { body } = await api<{ results: { slug: string }[] }>('GET', '/api/articles/');
      return [`/articles/${body.results[0].slug}`];
    }
    case 'watch-list-post': {
      const list = route.path.split('/')[1].replace(/-watch-list$/, '');
      const { body } = await api<{ results: { slug: string }[] }>('GET', `/api/watch-lists/${list}`);
      return [`/${list}-watch-list/${body.results[0].slug}`];
    }
    case 'any':
      return [route.path.replace(':ticker', 'AAPL').replace(':uid', 'MQ').replace(':token', 'set-password-token')];
  }
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** The page once its data has come: no request in flight for a moment, no loading state on screen. */
async function settled(page: Page): Promise<boolean> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  return page
    .waitForFunction("!document.querySelector('.load-state--loading')", undefined, { timeout: SETTLE_MS })
    .then(() => true)
    .catch(() => false);
}

describe('every route on a phone and on a laptop (issue 20)', () => {
  let browser: Browser;
  let token: string;
  let visits: Visit[];
  let logoManifest: Set<string>;

  beforeAll(async () => {
    browser = await launchChromium();
    token = await subscriberToken(async (candidate) => {
      const { body } = await api<{ access: string }>('GET', '/api/calendars/earnings/', { token: candidate });
      return body.access === 'full';
    });
    const paths = (await Promise.all(SITE_ROUTES.map(examplePaths))).flat();
    visits = [...paths, '/no-such-page'].map((path) => ({ path, subscriber: asSubscriber(path) }));
    const manifest = await api<string[]>('GET', `${LOGO_PATH}manifest.json`);
    logoManifest = new Set(manifest.body);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** A context for one role at one size; the subscriber's token is stored before any script of the app runs. */
  async function roleContext(size: (typeof SIZES)[number], subscriber: boolean): Promise<BrowserContext> {
    const context = await newProductContext(browser, size);
    // Third parties (TradingView's scripts) are not reachable from a test, and not the product's to check.
    const origin = new URL(bffUrl()).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    if (subscriber) await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
    return context;
  }

  for (const size of SIZES)
    it(`shows every route at ${size.width}×${size.height}: fits, names itself, passes axe, asks only for listed logos`, async () => {
      const failures: string[] = [];
      const titles = new Map<string, string>();
      let logosAsked = 0;
      for (const subscriber of [false, true]) {
        const context = await roleContext(size, subscriber);
        const page = await context.newPage();
        let current = '';
        let firstPage = true;
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (!pathname.startsWith(LOGO_PATH) || pathname.endsWith('/manifest.json')) return;
          logosAsked++;
          const name = decodeURIComponent(pathname.slice(LOGO_PATH.length)).replace(/\.png$/, '');
          if (!logoManifest.has(name)) failures.push(`${current}: asks for ${pathname}, which the logo manifest does not list`);
        });
        try {
          for (const visit of visits.filter((candidate) => candidate.subscriber === subscriber)) {
            current = `${visit.path} (${subscriber ? 'subscriber' : 'visitor'})`;
            const fail = (problem: string) => failures.push(`${current}: ${problem}`);
            await page.goto(visit.path, { waitUntil: 'load' });
            if (!(await settled(page))) fail(`still loading after ${SETTLE_MS / 1000} s`);
            const landed = new URL(page.url()).pathname;
            if (!samePath(landed, visit.path)) {
              fail(`redirected to ${landed}`);
              continue;
            }
            for (const problem of await page.evaluate(layoutProblems, { allScrollsBelow: LAPTOP_PX })) fail(problem);
            const title = await page.title();
            const other = titles.get(title);
            if (other) fail(`its title "${title}" is also ${other}'s`);
            else titles.set(title, visit.path);
            const found = await seriousAxeViolations(page, firstPage ? [] : SAME_ON_EVERY_PAGE);
            firstPage = false;
            for (const finding of found)
              fail(`axe ${finding.impact} ${finding.rule} (${finding.help}): ${finding.targets.join(' | ')}`);
          }
        } finally {
          await context.close();
        }
      }
      // The tape shows logos on every page: none asked for would mean the logo check watched nothing.
      if (logosAsked === 0) failures.push('no page asked for any company logo: the logo check saw no request');
      expect(failures).toEqual([]);
    }, 900_000);

  it('suggests companies in the header search as one types, and opens the one chosen with the keyboard', async () => {
    const context = await roleContext(SIZES[1], false);
    try {
      const page = await context.newPage();
      await page.goto('/pricing');
      const box = page.getByRole('combobox', { name: 'Search symbols' });
      await box.fill('appl');
      const options = page.getByRole('listbox', { name: 'Companies' }).getByRole('option');
      await options.first().waitFor();
      expect(await options.count()).toBeLessThanOrEqual(8);
      expect(await options.first().textContent()).toMatch(/^AAPLApple/);
      await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL('**/company/AAPL');

      // An unknown symbol still opens its company page (spec §2), trimmed and upper-cased.
      await box.fill('  zzqx ');
      await box.press('Enter');
      await page.waitForURL('**/company/ZZQX');
    } finally {
      await context.close();
    }
  }, 60_000);
});
