import { bffUrl } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';

const marketDataUrl = () => process.env.E2E_MARKET_DATA_URL ?? 'http://127.0.0.1:22112';

interface TapeQuote {
  symbol: string;
  last: number;
}

const tape = async () => (await (await fetch(`${bffUrl()}/api/benzingadelayedquotes/`)).json()) as TapeQuote[];

/**
 * The first quote's price once the quotes service serves the stopped clock's market: different from
 * `before`, and the same on two reads one refresh period (3 s) apart.
 */
async function settledTape(before: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  let last = before;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the quotes service did not refresh');
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const now = (await tape())[0].last;
    if (now !== before && now === last) return now;
    last = now;
  }
}

/**
 * The home screen's ticker tape in Chromium, on quotes that came from the market-data emulator
 * through quotes → JetStream → the bff. The page's clock is Playwright's, so the 20 ms scroll steps
 * and the 5-minute refresh run on demand.
 */
describe('the ticker tape in the browser', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
    await session.page.clock.install();
  });
  afterEach(async () => {
    await session.close();
    await fetch(`${marketDataUrl()}/__control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"real":true}',
    });
  });

  // Where the moving track starts on screen: its transform shifts it left as the tape scrolls.
  const offset = async () => (await session.page.locator('.ticker-track').boundingBox())!.x;
  const firstPrice = () => session.page.locator('.ticker-quote').first().locator('.ticker-quote__last').innerText();

  it('shows the emulator’s quotes twice over, scrolls, and pauses under the pointer', async () => {
    const { page } = session;
    const served = await tape();
    await page.goto('/');
    await page.locator('.ticker-quote').first().waitFor();
    const symbols = await page.locator('.ticker-quote .ticker-quote__symbol').allInnerTexts();
    expect(symbols.slice(0, 3)).toEqual(served.slice(0, 3).map((quote) => quote.symbol));
    // The list is shown twice for a seamless loop.
    expect(symbols.length).toBe(served.length * 2);

    const start = await offset();
    await page.clock.runFor(1_000);
    const moved = await offset();
    // 1 px every 20 ms: about 50 px in a second, leftwards.
    expect(start - moved).toBeGreaterThanOrEqual(40);

    await page.locator('.ticker-tape').hover();
    const paused = await offset();
    await page.clock.runFor(1_000);
    expect(await offset()).toBe(paused);
  });

  it('shows new prices after the next 5-minute refresh', async () => {
    const { page } = session;
    const before = await tape();
    await page.goto('/');
    await page.locator('.ticker-quote').first().waitFor();
    const shownBefore = await firstPrice();

    // A day later on the provider's clock, which then stands still: every refresh of the quotes
    // service (every 3 s in this stack) reads the same prices from here on. A refresh on the real
    // clock may still land first, so wait until the tape holds the frozen day's prices twice running.
    await fetch(`${marketDataUrl()}/__control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nowMs: Date.now() + 86_400_000 }),
    });
    const settled = await settledTape(before[0].last);

    await page.clock.runFor(300_000);
    // The page's timers are Playwright's, so poll from here, letting the page's clock move on a little
    // each time for the answer to render.
    const expected = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(settled);
    const shownDeadline = Date.now() + 20_000;
    while ((await firstPrice()) !== expected) {
      if (Date.now() > shownDeadline) throw new Error(`the tape shows ${await firstPrice()}, not the refreshed ${expected}`);
      await page.clock.runFor(100);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await firstPrice()).not.toBe(shownBefore);
  });
});
