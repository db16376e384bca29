import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { CalendarPage, CalendarRow } from '@mc/api/calendars';
import { poll, until } from '@mc/runtime/testing';
import { api, signedInAccount } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { browserCard, freshVisaNumber } from '../support/cards.js';
import { parseCsv } from '../support/csv.js';

/**
 * The calendar screens in Chromium, on catalysts the catalysts service synced from the market-data
 * emulator: a visitor's preview, a subscriber's filters, mosaic, time zones and CSV, and an event changed
 * at the provider showing up changed after the next sync (every 3 s in the e2e stack).
 */
const marketDataUrl = () => process.env.E2E_MARKET_DATA_URL ?? 'http://127.0.0.1:22112';
const journey = (name: string, run: () => Promise<void>) => it(name, run, 120_000);
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const calendar = (type: string, params: Record<string, string>, token?: string) =>
  api<CalendarPage>('GET', `/api/calendars/${type}/?${query(params)}`, { token });

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** The screens' own wording: "Thursday, July 16" for a day, "4:30 PM" for an HH:MM. */
const dayHeading = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An account with a trialing subscription, once the calendars answer it in full. */
async function subscriberToken(): Promise<string> {
  const { token } = await signedInAccount();
  const { body } = await api<{ plans: { id: number; stripe_price_id: string }[] }>('GET', '/api/get-plans/');
  const created = await api('POST', '/api/create-subscription/', {
    token,
    body: {
      payment_method_id: await browserCard(freshVisaNumber()),
      price_id: body.plans.find((plan) => plan.id === 5)!.stripe_price_id,
    },
  });
  if (created.status !== 200) throw new Error(`subscribing failed: ${created.status} ${JSON.stringify(created.body)}`);
  await until(
    'the subscription to open the calendars',
    async () => (await calendar('earnings', {}, token)).body.access === 'full',
    60_000,
  );
  return token;
}

/**
 * Waits for the catalysts service's first backfill (a year back, six months ahead, every type) to end:
 * until then the service is busy writing and the calendars fill up under the journeys' feet.
 */
async function backfilled(token: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const span = { date_from: addDays(today, -180), date_to: addDays(today, 180), page_size: '1' };
  let last = -1;
  await poll(
    'the catalysts backfill to settle',
    async () => {
      const { status, body } = await calendar('all', span, token);
      const count = status === 200 ? body.count : -1;
      const settled = count > 0 && count === last;
      last = count;
      return settled ? true : undefined;
    },
    180_000,
    5_000,
  );
}

/** The first synced earnings report with a time of day, from this week on (the catalysts service backfills first). */
/** The symbols the web has a logo for (web/public/staticfiles/company_logos/{ticker}.png), upper-case. */
const LOGOS = new Set(
  readdirSync(new URL('../../web/public/staticfiles/company_logos/', import.meta.url)).map((file) =>
    file.replace(/\.png$/i, '').toUpperCase(),
  ),
);

/** A timed earnings report of the next four weeks, of a company with a logo (the mosaic shows it). */
async function timedEarnings(token: string): Promise<CalendarRow> {
  return poll(
    'a synced earnings report with a time',
    async () => {
      const { body } = await calendar('earnings', {}, token);
      const from = body.current_week.date_from;
      const ahead = await calendar(
        'earnings',
        { date_from: from, date_to: addDays(from, 27), tz: NEW_YORK, page_size: '500' },
        token,
      );
      return ahead.body.results.find((row) => row.time !== null && row.ticker !== null && LOGOS.has(row.ticker));
    },
    60_000,
    1_000,
  );
}

/** Signs the browser in, in New York: the account's saved zone (a journey before may have chosen another) and the browser's. */
async function signIn(page: Page, token: string): Promise<void> {
  const saved = await api('PATCH', '/api/preferences/', { token, body: { time_zone: NEW_YORK } });
  if (saved.status !== 200) throw new Error(`saving the time zone failed: ${saved.status}`);
  await page.goto('/');
  await page.evaluate(
    ([storedToken, zone]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('mc.calendars.timeZone', zone);
    },
    [token, NEW_YORK],
  );
}

describe('the catalyst calendars in the browser', () => {
  let session: BrowserSession;
  let subscriber: string;

  beforeAll(async () => {
    subscriber = await subscriberToken();
    await backfilled(subscriber);
  }, 300_000);
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  journey('a visitor opens the earnings calendar and sees this week with the call to subscribe', async () => {
    const { page } = session;
    await page.goto('/');
    await page.evaluate((zone) => localStorage.setItem('mc.calendars.timeZone', zone), NEW_YORK);
    const served = (await calendar('earnings', { tz: NEW_YORK, page_size: '500' })).body;
    expect(served.access).toBe('preview');

    await page.goto('/earnings-calendar');
    await page.getByRole('heading', { level: 1, name: 'Earnings Calendar' }).waitFor();
    const notice = page.getByRole('complementary', { name: 'You are seeing the free preview' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('FDA event details');
    expect(await page.getByRole('button', { name: /Next week/ }).isDisabled()).toBe(true);

    const week = Array.from({ length: 7 }, (_, index) => dayHeading(addDays(served.current_week.date_from, index)));
    if (served.count === 0) {
      await page.getByText(/No earnings reports are scheduled for/).waitFor();
    } else {
      await page.locator('.calendar-table__event').first().waitFor();
      const days = await page.locator('.calendar-table__day-name').allInnerTexts();
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) expect(week).toContain(day);
    }

    await notice.getByRole('link', { name: 'Subscribe for full access' }).click();
    await page.waitForURL('**/register');
  });

  journey(
    'the earnings calendar of Thanksgiving week shows the closed day and the early close, and so does the month',
    async () => {
      const { page } = session;
      await signIn(page, subscriber);
      await page.goto(`/earnings-calendar?${query({ date_from: '2026-11-23', date_to: '2026-11-29' })}`);
      await page.getByRole('heading', { level: 1, name: 'Earnings Calendar' }).waitFor();
      const heading = (day: string) => page.locator('.calendar-table__day', { hasText: dayHeading(day) });
      // Thanksgiving keeps its heading without a report that day; the day after closes early.
      await heading('2026-11-26').getByText('Market closed').waitFor();
      expect(await heading('2026-11-26').innerText()).toContain('Thanksgiving Day');
      await heading('2026-11-27').getByText('Closes 13:00 ET').waitFor();
      expect(await heading('2026-11-27').innerText()).toContain('Day after Thanksgiving');
      expect(await heading('2026-11-25').locator('.market-day-notice').count()).toBe(0);

      await page.goto(`/calendar?${query({ month: '2026-11' })}`);
      const cell = (day: string) => page.locator('.month-grid__day', { hasText: dayHeading(day) });
      await cell('2026-11-26').getByText('Market closed').waitFor();
      await cell('2026-11-27').getByText('Closes 13:00 ET').waitFor();
      await cell('2026-11-20').getByText('Options expire').waitFor();
    },
  );

  journey(
    'a subscriber filters by ticker, switches to the mosaic, moves the times to Tokyo and exports the same rows',
    async () => {
      const { page } = session;
      const event = await timedEarnings(subscriber);
      const ticker = event.ticker!;
      const week = { date_from: mondayOf(event.date), date_to: addDays(mondayOf(event.date), 6) };
      await signIn(page, subscriber);

      await page.goto(`/earnings-calendar?${query(week)}`);
      await page.locator('.calendar-table__event').first().waitFor();
      await page.getByLabel('Ticker or company').fill(ticker);
      await page.waitForURL((url) => url.searchParams.get('search') === ticker);
      const row = page.locator('.calendar-table__event', { has: page.getByRole('link', { name: ticker, exact: true }) });
      await row.first().waitFor();
      expect(await row.first().innerText()).toContain(clock(event.time!));

      await page.getByRole('link', { name: 'Mosaic' }).click();
      await page.waitForURL((url) => url.pathname === '/earnings-calendar-mosaic' && url.searchParams.get('search') === ticker);
      const tile = page.locator('.mosaic-tile', { has: page.getByRole('link', { name: ticker, exact: true }) }).first();
      await tile.waitFor();
      expect(await tile.innerText()).toContain(clock(event.time!));
      expect(await tile.locator('img').getAttribute('src')).toMatch(
        new RegExp(`/staticfiles/company_logos/${ticker}\\.png$`, 'i'),
      );

      const tokyo = (await calendar('earnings', { ...week, search: ticker, tz: TOKYO, page_size: '500' }, subscriber)).body;
      const inTokyo = tokyo.results.find((candidate) => candidate.id === event.id)!;
      expect(inTokyo.time).not.toBe(event.time);
      await page.getByLabel('Time zone').selectOption(TOKYO);
      await page.getByText(/Times in Asia\/Tokyo/).waitFor();
      await page
        .locator('.mosaic-tile', { hasText: clock(inTokyo.time!) })
        .first()
        .waitFor();
      expect(await page.evaluate(() => localStorage.getItem('mc.calendars.timeZone'))).toBe(TOKYO);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`earnings-calendar_${tokyo.date_from}_${tokyo.date_to}.csv`);
      const [header, ...lines] = parseCsv(readFileSync((await download.path())!, 'utf8'));
      const column = (name: string) => header.indexOf(name);
      expect(lines.map((line) => line[column('id')])).toEqual(tokyo.results.map((result) => result.id));
      const exported = lines.find((line) => line[column('id')] === event.id)!;
      expect([exported[column('time')], exported[column('tz')]]).toEqual([inTokyo.time, TOKYO]);
      // The file's rows are the rows on screen.
      const shown = await page.locator('.mosaic-tile .mosaic-tile__name a').allInnerTexts();
      expect(shown).toEqual(lines.map((line) => line[column('tickers')]));
    },
  );

  journey('a visitor opens /company/NVDA and sees when its next catalysts fall, as a preview (issue 18 §8)', async () => {
    const { page } = session;
    const served = await api<{ access: string; upcoming: { type: string; date: string }[] }>('GET', '/api/companies/NVDA/');
    expect(served.status).toBe(200);
    expect(served.body.access).toBe('preview');
    expect(served.body.upcoming.length).toBeGreaterThan(0);

    await page.goto('/company/NVDA');
    const catalysts = page.getByRole('region', { name: 'NVDA catalysts' });
    await catalysts.getByRole('heading', { name: 'Next of each kind' }).waitFor();
    // One line per kind, each with the date the API gave: no 403, no error block.
    await expect(catalysts.locator('.company-catalyst').count()).resolves.toBe(served.body.upcoming.length);
    const years = served.body.upcoming.map(({ date }) => date.slice(0, 4));
    for (const year of years) await catalysts.getByText(new RegExp(year)).first().waitFor();
    await catalysts.getByRole('link', { name: 'Subscribe for full access' }).waitFor();
  });

  journey('an event changed at the provider shows changed after the next sync', async () => {
    const { page } = session;
    const event = await timedEarnings(subscriber);
    const ticker = event.ticker!;
    const week = { date_from: mondayOf(event.date), date_to: addDays(mondayOf(event.date), 6) };
    const movedTo = event.time_et === '06:15' ? '06:45' : '06:15';
    await signIn(page, subscriber);
    await page.goto(`/earnings-calendar?${query({ ...week, search: ticker })}`);
    const row = page.locator('.calendar-table__event', { has: page.getByRole('link', { name: ticker, exact: true }) }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain(clock(event.time!));

    const providerId = event.id.slice('earnings-'.length);
    const changed = await fetch(`${marketDataUrl()}/__control/calendar/change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'earnings', id: providerId, changes: { time: `${movedTo}:00` } }),
    });
    expect(changed.status).toBe(200);
    const synced = await poll(
      'the catalysts service to sync the change',
      async () => {
        const { body } = await calendar('earnings', { ...week, search: ticker, tz: NEW_YORK }, subscriber);
        return body.results.find((candidate) => candidate.id === event.id && candidate.time_et === movedTo);
      },
      60_000,
      500,
    );
    expect(synced).toMatchObject({ session: 'before_open', time: movedTo });
    expect(synced.revision).toBeGreaterThan(event.revision);

    await page.reload();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(clock(movedTo));
    expect(text).toContain('Before open');
  });
});
