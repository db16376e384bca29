import type { Page } from 'playwright-core';
import ICAL from 'ical.js';
import type { AlertPage } from '@mc/api/alerts';
import type { CalendarPage, CalendarRow } from '@mc/api/calendars';
import type { Watchlist } from '@mc/api/watchlists';
import { addDays, isWeekend } from '@mc/market-time';
import { poll, until } from '@mc/runtime/testing';
import { api, bffUrl, signedInAccount } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { waitForNewsletterMail } from '../support/newsletter-mail.js';
import { startSubscription } from '../support/subscriber.js';

/**
 * Change alerts in Chromium (issue 22 §4): a subscriber's list holds the ticker of an estimated earnings
 * date; the provider confirms it, then moves it. The subscriber sees each change in the header's bell,
 * gets the mails, finds the "moved from" marker on the earnings calendar, and the list's calendar feed
 * carries the event's new SEQUENCE.
 */
const journey = (name: string, run: () => Promise<void>) => it(name, run, 300_000);
const marketDataUrl = () => process.env.E2E_MARKET_DATA_URL ?? 'http://127.0.0.1:22112';
/** A sync runs every few seconds in the test stack; a change reaches the alerts within one. */
const SYNC_WAIT_MS = 90_000;

async function changeAtProvider(row: CalendarRow, changes: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${marketDataUrl()}/__control/calendar/change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'earnings', id: row.id.slice('earnings-'.length), changes }),
  });
  expect(response.status).toBe(200);
}

/** The feed's event for `row`, as a calendar app reads it. */
async function feedEvent(list: Watchlist, row: CalendarRow): Promise<ICAL.Event | undefined> {
  const response = await fetch(`${bffUrl()}${new URL(list.ics_url).pathname}`);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const uid = `${row.id}@${new URL(list.ics_url).host}`;
  return calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .find((event) => event.uid === uid);
}

/** The next weekday after `day`: where a report plausibly moves. */
function nextWeekday(day: string): string {
  let next = addDays(day, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/** "Oct 29": how the calendars and the bell name a day. */
const dayShort = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
}

async function unreadAlerts(token: string, kind: string): Promise<AlertPage['results']> {
  return (await api<AlertPage>('GET', `/api/alerts/?kind=${kind}`, { token })).body.results;
}

describe('change alerts in the browser', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  journey('a confirmed then moved earnings date reaches the bell, the inbox, the calendar and the feed', async () => {
    const { account, token } = await signedInAccount();
    await startSubscription(token);
    await until(
      'the subscription to reach the bff',
      async () => (await api('GET', '/api/watchlists/', { token })).status === 200,
      60_000,
    );

    // An estimated report a few days out, picked at random so that parallel runs do not share it.
    const today = new Date().toISOString().slice(0, 10);
    const rows = (
      await api<CalendarPage>(
        'GET',
        `/api/calendars/earnings/?date_from=${addDays(today, 3)}&date_to=${addDays(today, 40)}&confirmed=false&page_size=200`,
        { token },
      )
    ).body.results.filter((row) => row.ticker !== null && row.date_status === 'estimated');
    expect(rows.length).toBeGreaterThan(0);
    const row = rows[Math.floor(Math.random() * rows.length)];
    const ticker = row.ticker!;

    const created = await api<Watchlist>('POST', '/api/watchlists/', {
      token,
      body: { name: 'Reports I trade', tickers: [ticker] },
    });
    expect(created.status).toBe(201);
    const list = created.body;
    const before = await poll('the row in the list’s feed', () => feedEvent(list, row), 30_000);

    // The provider confirms the date; the bell says so.
    await changeAtProvider(row, { date_confirmed: 1 });
    await poll(
      'the confirmed alert',
      async () => (await unreadAlerts(token, 'confirmed')).find((alert) => alert.ticker === ticker),
      SYNC_WAIT_MS,
    );
    const { page } = session;
    await signIn(page, token);
    await page.goto('/my-catalysts/lists');
    const bell = page.getByRole('button', { name: /^Alerts, \d+ unread$/ });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    const panel = page.getByRole('list', { name: 'Latest alerts' });
    await panel.getByText(new RegExp(`^${ticker.replace('.', '\\.')} earnings.* confirmed`)).waitFor();
    await page.keyboard.press('Escape');

    // Then moves it to the next weekday.
    const movedTo = nextWeekday(row.date_et);
    await changeAtProvider(row, { date: movedTo });
    const moved = await poll(
      'the moved alert',
      async () => (await unreadAlerts(token, 'date_moved')).find((alert) => alert.ticker === ticker),
      SYNC_WAIT_MS,
    );
    expect(moved).toMatchObject({ previous: row.date_et, current: movedTo, lists: [{ id: list.id, name: list.name }] });

    await page.reload();
    await page.getByRole('button', { name: /^Alerts, \d+ unread$/ }).click();
    await page
      .getByRole('list', { name: 'Latest alerts' })
      .getByText(`${ticker} earnings moved from ${dayShort(row.date_et)} to ${dayShort(movedTo)}`)
      .waitFor();

    // Two mails, one per sync: the confirmation, then the move, each with its one-click unsubscribe.
    const mail = await waitForNewsletterMail(account.email, new RegExp(`^${ticker.replace('.', '\\.')}: date `), 2, SYNC_WAIT_MS);
    expect(mail.subject).toMatch(new RegExp(`^${ticker.replace('.', '\\.')}: date moved`));
    expect(mail.text).toContain(list.name);
    expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);

    // The earnings calendar marks the row where it now stands.
    await page.goto(`/earnings-calendar?date_from=${movedTo}&date_to=${movedTo}&search=${encodeURIComponent(ticker)}`);
    await page
      .getByRole('table', { name: /^Earnings Calendar, / })
      .getByText(`Moved from ${dayShort(row.date_et)}`)
      .waitFor();

    // And the list's feed carries the new date under a higher SEQUENCE, so calendar apps replace the event.
    const after = await poll(
      'the moved event in the feed',
      async () => {
        const event = await feedEvent(list, row);
        return event && event.sequence > before.sequence ? event : undefined;
      },
      60_000,
    );
    expect(after.startDate.toString().slice(0, 10)).toBe(movedTo);
  });
});
