import type { Page } from 'playwright-core';
import type { CalendarPage } from '@mc/api/calendars';
import type { Watchlist } from '@mc/api/watchlists';
import { until } from '@mc/runtime/testing';
import { api } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { subscriberToken } from '../support/subscriber.js';

/**
 * "My catalysts" in Chromium (issue 21 §6): a subscriber makes a list of the flagship portfolio,
 * reads its calendar within 7 days, stars an FDA calendar row into it and fetches the list's private
 * feed from the address the page copies; a visitor meets the restricted view.
 */
const journey = (name: string, run: () => Promise<void>) => it(name, run, 180_000);
const FLAGSHIP = 'market-catalysts-flagship-stocks';

const isSubscriber = async (token: string) =>
  (await api<CalendarPage>('GET', '/api/calendars/earnings/', { token })).body.access === 'full';

async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
}

describe('my catalysts in the browser', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  journey(
    'a subscriber lists the flagship portfolio, reads it within 7 days, stars an FDA row and fetches the feed',
    async () => {
      const token = await subscriberToken(isSubscriber);
      const { page, context } = session;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signIn(page, token);

      // The portfolio's members as a new list, in one click.
      await page.goto(`/invest/portfolios/${FLAGSHIP}`);
      await page.getByRole('button', { name: /^Add all \d+ to a list$/ }).click();
      await page.getByText(/^Created “.+” with \d+ tickers\./).waitFor();
      const lists = (await api<{ results: Watchlist[] }>('GET', '/api/watchlists/', { token })).body.results;
      expect(lists).toHaveLength(1);
      const [list] = lists;
      expect(list.ticker_count).toBeGreaterThan(50);
      await page.getByRole('link', { name: 'See its catalysts' }).click();
      await page.waitForURL(new RegExp(`/my-catalysts\\?.*watchlist=${list.id}`));

      // The account's zone replaces the browser's (UTC here) once its preferences answer; around midnight UTC
      // the two have different todays, so the quick ranges are read once the account's zone is on screen.
      const { time_zone: timeZone } = (await api<{ time_zone: string }>('GET', '/api/preferences/', { token })).body;
      await until(
        'the account’s time zone on screen',
        async () => (await page.getByLabel('Time zone').first().inputValue()) === timeZone,
        20_000,
      );

      // Within 7 days: the calendar asks for today to today + 7 of this list.
      const sevenDays = page.getByRole('group', { name: 'Within' }).getByRole('button', { name: '7 days' });
      const asked = page.waitForRequest(
        (request) => /\/api\/calendars\/.*watchlist=/.test(request.url()) && /date_to=/.test(request.url()),
      );
      await sevenDays.click();
      const url = new URL((await asked).url());
      expect(url.searchParams.get('watchlist')).toBe(String(list.id));
      await until(
        'the 7 days to be the range on screen',
        async () => (await sevenDays.getAttribute('aria-pressed')) === 'true',
        20_000,
      );

      // A star on the FDA calendar adds the row's ticker to the list.
      await page.goto('/fda-calendar');
      const star = page.getByRole('button', { name: /^Add [A-Z.]+ to a list$/ }).first();
      await star.waitFor();
      const ticker = /^Add ([A-Z.]+) to a list$/.exec((await star.getAttribute('aria-label'))!)![1];
      await star.click();
      const choices = page.getByRole('group', { name: `Lists for ${ticker}` });
      // A controlled checkbox: it shows the change once the list has it, so click, then ask the list.
      await choices.getByRole('checkbox', { name: list.name }).click();
      await until(
        `${ticker} to be in the list`,
        async () => (await api<Watchlist>('GET', `/api/watchlists/${list.id}/`, { token })).body.tickers.includes(ticker),
        20_000,
      );

      // "Copy link" copies the private feed's address; a calendar app fetching it gets the list's calendar.
      await page.goto(`/my-catalysts?watchlist=${list.id}`);
      await page
        .getByRole('group', { name: `Calendar feed of ${list.name}` })
        .getByRole('button', { name: 'Copy link' })
        .click();
      await page.getByText(/^Link copied\./).waitFor();
      const copied = await page.evaluate<string>('navigator.clipboard.readText()');
      expect(copied).toBe(list.ics_url);
      const feed = await fetch(copied);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toContain('text/calendar');
      const text = await feed.text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain(`X-WR-CALNAME:${list.name}`);
      expect(text).toMatch(/BEGIN:VEVENT/);
    },
  );

  journey('a visitor who opens my catalysts meets the restricted view', async () => {
    const { page } = session;
    await page.goto('/my-catalysts');
    await page.getByRole('heading', { level: 1, name: 'Access Restricted' }).waitFor();
  });
});
