import type { Response } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser.js';

/** Issue 11 §1: the home page's first load brings at most this much compressed JavaScript. */
const JS_BUDGET_BYTES = 150 * 1000;
const LOGOS = '/staticfiles/company_logos/';

/**
 * The home page's first load in Chromium, as a visitor's browser makes it: what it downloads, how
 * it is compressed, and which company logos the ticker fetches. Its Largest Contentful Paint is
 * measured and reported (printed), never asserted: timings belong to `npm run bench`.
 */
describe('the home page’s first load', () => {
  let session: BrowserSession;
  const responses: Response[] = [];

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.clock.install();
    session.page.on('response', (response) => responses.push(response));
    await session.page.goto('/', { waitUntil: 'networkidle' });
    await session.page.locator('.ticker-quote').first().waitFor();
  });
  afterAll(() => session?.close());

  const scripts = () => responses.filter((response) => /\/static\/js\/[^/]+\.js$/.test(new URL(response.url()).pathname));
  const logoRequests = () => responses.filter((response) => new URL(response.url()).pathname.startsWith(LOGOS));

  it('brings at most 150 KB of JavaScript, every script above 1 KB compressed', async () => {
    const loaded = scripts();
    expect(loaded.length).toBeGreaterThan(0);
    let transferred = 0;
    for (const response of loaded) {
      expect(response.status()).toBe(200);
      if ((await response.body()).length >= 1024)
        expect([response.url(), response.headers()['content-encoding']]).toEqual([
          response.url(),
          expect.stringMatching(/^(br|gzip)$/),
        ]);
      transferred += (await response.request().sizes()).responseBodySize;
    }
    console.log(`home page JavaScript: ${loaded.length} files, ${transferred} bytes compressed (budget ${JS_BUDGET_BYTES})`);
    expect(transferred).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  it('reports its Largest Contentful Paint', async () => {
    // Run in the page (a string: the browser's PerformanceObserver, not Node's types).
    const lcpMs = await session.page.evaluate<number>(
      `new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime))
        .observe({ type: 'largest-contentful-paint', buffered: true }))`,
    );
    console.log(`home page Largest Contentful Paint: ${Math.round(lcpMs)} ms (headless Chromium, loopback)`);
    expect(lcpMs).toBeGreaterThan(0);
  });

  it('fetches only the logos of the quotes in view, cached for a day, and the next ones as the tape moves', async () => {
    const { page } = session;
    const quotesOnTape = await page.locator('.ticker-quote').count();
    const first = new Set(logoRequests().map((response) => response.url()));
    expect(first.size).toBeGreaterThan(0);
    // 112 companies, each listed twice: a 1280 px wide window shows about a dozen.
    expect(first.size).toBeLessThan(quotesOnTape / 4);
    const served = logoRequests().find((response) => response.status() === 200)!;
    expect(served.headers()['cache-control']).toBe('public, max-age=86400');

    // 1 px every 20 ms: in 30 s the tape moves 1,500 px, bringing new quotes (and their logos) into view.
    await page.clock.runFor(30_000);
    await page.waitForTimeout(500);
    const later = new Set(logoRequests().map((response) => response.url()));
    console.log(
      `ticker logos requested: ${first.size} at first, ${later.size} after 30 s of scrolling (${quotesOnTape / 2} companies)`,
    );
    expect(later.size).toBeGreaterThan(first.size);
    expect(later.size).toBeLessThan(quotesOnTape / 2);
  });
});
