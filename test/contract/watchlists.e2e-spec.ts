import type { CalendarPage, CalendarRow } from '@mc/api/calendars';
import type { PortfolioList } from '@mc/api';
import type { Watchlist, WatchlistImportAnswer, WatchlistPage } from '@mc/api/watchlists';
import { poll, until } from '@mc/runtime/testing';
import { request as httpRequest } from 'node:http';
import ICAL from 'ical.js';
import { api, bffUrl, signedInAccount, stripeUrl } from '../support/api.js';
import { startSubscription, subscriberToken } from '../support/subscriber.js';

const marketDataUrl = () => process.env.E2E_MARKET_DATA_URL ?? 'http://127.0.0.1:22112';
const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isSubscriber = async (token: string) => (await api('GET', '/api/watchlists/', { token })).status === 200;
const create = (token: string, body: unknown) => api<Watchlist>('POST', '/api/watchlists/', { token, body });
const created = async (token: string, name: string, tickers: string[]) => {
  const answer = await create(token, { name, tickers });
  if (answer.status !== 201) throw new Error(`creating ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** An upload as a browser sends it: multipart/form-data with a name and a CSV file. */
const upload = (token: string, name: string, csv: string | Uint8Array) => {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'positions.csv');
  return fetch(`${bffUrl()}/api/watchlists/import/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
};

/**
 * A 10 MB upload as its request line and headers: the bff answers 413 from the Content-Length alone,
 * before any of the body is read, and closes the connection. Sending the bytes would race that close
 * (a failed write instead of the answer), so the test sends the headers and reads the answer; a bff
 * that waited for the body would never answer, and the test would fail on its timeout.
 */
function uploadLarge(token: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${bffUrl()}/api/watchlists/import/`,
      {
        method: 'POST',
        headers: {
          authorization: `Token ${token}`,
          'content-type': 'multipart/form-data; boundary=mc-e2e-boundary',
          'content-length': String(bytes),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
          request.destroy();
        });
      },
    );
    request.on('error', reject);
    request.flushHeaders();
  });
}

/** The feed as a calendar app fetches it: the address alone, no Authorization. */
const feedPath = (list: Watchlist) => new URL(list.ics_url).pathname;
const fetchFeed = (path: string, headers: Record<string, string> = {}) => fetch(`${bffUrl()}${path}`, { headers });
async function parsedFeed(path: string) {
  const response = await fetchFeed(path);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { response, calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

async function emulator(path: string, body: unknown) {
  const response = await fetch(`${marketDataUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

describe('watch lists and their calendar feeds (issue 21)', () => {
  let subscriber: string;
  let known: string[];
  let week: { date_from: string; date_to: string };
  let upcoming: CalendarRow[];

  beforeAll(async () => {
    await until(
      'the earnings calendar to fill',
      async () => (await api<CalendarPage>('GET', '/api/calendars/earnings/')).body.count > 0,
      90_000,
    );
    subscriber = await subscriberToken(isSubscriber);
    week = (await api<CalendarPage>('GET', '/api/calendars/earnings/', { token: subscriber })).body.current_week;
    const range = `date_from=${week.date_from}&date_to=${addDays(week.date_from, 60)}&page_size=500`;
    upcoming = (await api<CalendarPage>('GET', `/api/calendars/earnings/?${range}`, { token: subscriber })).body.results;
    // The symbols the company universe knows, among those with earnings ahead: an import keeps only those.
    const candidates = [
      ...new Set(upcoming.map((row) => row.ticker).filter((ticker): ticker is string => ticker !== null)),
    ].slice(0, 60);
    await until(
      'the company universe to know the calendar’s symbols',
      async () => {
        const probe = await api<WatchlistImportAnswer>('POST', '/api/watchlists/import/', {
          token: subscriber,
          body: { name: `Probe ${Date.now()}`, text: candidates.join(' ') },
        });
        if (probe.status !== 201) return false;
        await api('DELETE', `/api/watchlists/${probe.body.id}/`, { token: subscriber });
        known = probe.body.tickers;
        return known.length >= 5;
      },
      90_000,
    );
  });

  describe('who may', () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/watchlists/'],
      ['POST', '/api/watchlists/', { name: 'x', tickers: ['AAPL'] }],
      ['GET', '/api/watchlists/1/'],
      ['PATCH', '/api/watchlists/1/', { name: 'y' }],
      ['DELETE', '/api/watchlists/1/'],
      ['POST', '/api/watchlists/import/', { name: 'x', text: 'AAPL' }],
      ['POST', '/api/watchlists/from-portfolio/', { slug: 'x' }],
      ['POST', '/api/watchlists/1/ics/rotate/'],
      ['PUT', '/api/watchlists/order/', { ids: [1] }],
    ];

    it('refuses a visitor (401) and an account without a subscription (403), in DRF’s shape', async () => {
      const { token } = await signedInAccount();
      for (const [method, path, body] of routes) {
        expect(await api(method, path, { body })).toMatchObject({
          status: 401,
          body: { detail: 'Authentication credentials were not provided.' },
        });
        expect(await api(method, path, { body, token })).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
      }
      expect(await api('GET', '/api/calendars/all/?watchlist=1')).toMatchObject({ status: 401 });
      expect(await api('GET', '/api/calendars/all/?watchlist=1', { token })).toMatchObject({ status: 403 });
    });

    it("answers another account's list as 404, never 403, on every route and on the calendars", async () => {
      const mine = await created(subscriber, `Mine ${Date.now()}`, known.slice(0, 2));
      const other = await subscriberToken(isSubscriber);
      for (const [method, path, body] of [
        ['GET', `/api/watchlists/${mine.id}/`],
        ['PATCH', `/api/watchlists/${mine.id}/`, { name: 'Theirs' }],
        ['DELETE', `/api/watchlists/${mine.id}/`],
        ['POST', `/api/watchlists/${mine.id}/ics/rotate/`],
        ['GET', `/api/calendars/all/?watchlist=${mine.id}`],
      ] as [string, string, unknown?][])
        expect(await api(method, path, { body, token: other })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
      expect((await api<WatchlistPage>('GET', '/api/watchlists/', { token: other })).body).toEqual({
        count: 0,
        next: null,
        previous: null,
        results: [],
      });
      expect((await api('GET', `/api/watchlists/${mine.id}/`, { token: subscriber })).status).toBe(200);
      expect(await api('GET', '/api/watchlists/not-a-number/', { token: subscriber })).toMatchObject({ status: 404 });
    });
  });

  describe('lists', () => {
    it('creates, reads, renames, edits and deletes a list', async () => {
      const name = `Core ${Date.now()}`;
      const answer = await create(subscriber, { name, tickers: [known[1].toLowerCase(), known[0], known[1]] });
      expect(answer.status).toBe(201);
      const list = answer.body;
      expect(list).toEqual({
        id: expect.any(Number),
        name,
        tickers: [known[1], known[0]],
        ticker_count: 2,
        ics_url: expect.stringMatching(/^https?:\/\/[^/]+\/ics\/[A-Za-z0-9_-]{22}\.ics$/),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const listed = await api<WatchlistPage>('GET', '/api/watchlists/', { token: subscriber });
      expect(listed.body.results).toContainEqual(list);
      expect(listed.body).toMatchObject({ count: listed.body.results.length, next: null, previous: null });
      expect((await api('GET', `/api/watchlists/${list.id}/`, { token: subscriber })).body).toEqual(list);

      const patch = (body: unknown) => api<Watchlist>('PATCH', `/api/watchlists/${list.id}/`, { token: subscriber, body });
      expect((await patch({ name: `${name} renamed`, add: [known[2]], remove: [known[1]] })).body).toMatchObject({
        name: `${name} renamed`,
        tickers: [known[0], known[2]],
        ticker_count: 2,
        ics_url: list.ics_url,
      });
      expect((await patch({ tickers: [known[3]] })).body.tickers).toEqual([known[3]]);
      expect(await patch({ remove: [known[3]] })).toMatchObject({
        status: 400,
        body: { remove: ['This list may not be empty.'] },
      });
      expect(await patch({})).toMatchObject({ status: 400, body: { non_field_errors: [expect.any(String)] } });
      expect(await api('DELETE', `/api/watchlists/${list.id}/`, { token: subscriber })).toMatchObject({ status: 204 });
      expect((await api('GET', `/api/watchlists/${list.id}/`, { token: subscriber })).status).toBe(404);
    });

    it('refuses an unknown ticker by name, the 201st ticker, a duplicate name and bad bodies, each a DRF 400', async () => {
      expect(await create(subscriber, { name: `Bad ${Date.now()}`, tickers: [known[0], 'ZZZZQ'] })).toMatchObject({
        status: 400,
        body: { tickers: ['"ZZZZQ" is not a known ticker.'] },
      });
      const many = Array.from({ length: 201 }, (_, index) => `T${index}`);
      expect(await create(subscriber, { name: `Many ${Date.now()}`, tickers: many })).toMatchObject({
        status: 400,
        body: { tickers: ['Ensure this field has no more than 200 elements.'] },
      });
      const name = `Twice ${Date.now()}`;
      await created(subscriber, name, [known[0]]);
      expect(await create(subscriber, { name: name.toUpperCase(), tickers: [known[1]] })).toMatchObject({
        status: 400,
        body: { name: ['You already have a watch list with this name.'] },
      });
      expect(await create(subscriber, { name: 'x'.repeat(61), tickers: [known[0]] })).toMatchObject({
        status: 400,
        body: { name: ['Ensure this field has no more than 60 characters.'] },
      });
      expect(await create(subscriber, { tickers: 'AAPL' })).toMatchObject({
        status: 400,
        body: { name: ['This field is required.'], tickers: ['Expected a list of items but got type "string".'] },
      });
      expect(await create(subscriber, { name: 'Empty', tickers: [] })).toMatchObject({
        status: 400,
        body: { tickers: ['This list may not be empty.'] },
      });
      expect(await create(subscriber, '["a"]')).toMatchObject({ status: 400, body: { non_field_errors: [expect.any(String)] } });
    });

    it('keeps the lists in the order the account gives them, refusing anything but each of its lists once', async () => {
      const token = await subscriberToken(isSubscriber);
      const [a, b, c] = [
        await created(token, 'First', [known[0]]),
        await created(token, 'Second', [known[1]]),
        await created(token, 'Third', [known[2]]),
      ];
      const order = (body: unknown) => api<WatchlistPage>('PUT', '/api/watchlists/order/', { token, body });
      const names = async () =>
        (await api<WatchlistPage>('GET', '/api/watchlists/', { token })).body.results.map((list) => list.name);
      expect(await names()).toEqual(['First', 'Second', 'Third']);

      const reordered = await order({ ids: [c.id, a.id, b.id] });
      expect(reordered.status).toBe(200);
      expect(reordered.body).toMatchObject({ count: 3, next: null, previous: null });
      expect(reordered.body.results.map((list) => list.id)).toEqual([c.id, a.id, b.id]);
      expect(reordered.body.results[1]).toEqual(a);
      expect(await names()).toEqual(['Third', 'First', 'Second']);

      const theirs = await created(subscriber, `Theirs ${Date.now()}`, [known[0]]);
      for (const [body, message] of [
        [{ ids: [c.id, a.id] }, `Name every one of your lists: ${b.id} is missing.`],
        [{ ids: [c.id, a.id, b.id, a.id] }, `Name each list once: ${a.id} is named twice.`],
        [{ ids: [c.id, a.id, b.id, theirs.id] }, `No watch list of yours has the id ${theirs.id}.`],
        [{ ids: [c.id, a.id, b.id, 2_000_000_000] }, 'No watch list of yours has the id 2000000000.'],
        [{ ids: [c.id, 'x', b.id] }, 'A valid integer is required.'],
        [{ ids: [c.id, 0, b.id] }, 'Ensure this value is greater than or equal to 1.'],
        [{ ids: String(a.id) }, 'Expected a list of items but got type "string".'],
        [{}, 'This field is required.'],
      ] as [unknown, string][])
        expect(await order(body)).toMatchObject({ status: 400, body: { ids: [message] } });
      expect(await order([a.id])).toMatchObject({ status: 400, body: { non_field_errors: [expect.any(String)] } });
      // Nothing refused changed the order, nor the other account's lists.
      expect(await names()).toEqual(['Third', 'First', 'Second']);
      expect((await api('GET', `/api/watchlists/${theirs.id}/`, { token: subscriber })).status).toBe(200);

      // A deleted list leaves no gap; a new one goes last.
      await api('DELETE', `/api/watchlists/${c.id}/`, { token });
      await created(token, 'Fourth', [known[3]]);
      expect(await names()).toEqual(['First', 'Second', 'Fourth']);
    });

    it('keeps at most 20 lists per account', async () => {
      const token = await subscriberToken(isSubscriber);
      for (let index = 1; index <= 20; index++) await created(token, `List ${index}`, [known[0]]);
      expect(await create(token, { name: 'List 21', tickers: [known[0]] })).toMatchObject({
        status: 400,
        body: { non_field_errors: ['You can keep at most 20 watch lists. Delete one to make room.'] },
      });
    });
  });

  describe('imports', () => {
    it('reads a broker’s CSV by its Symbol column and names what it skipped', async () => {
      const csv = `Account,Symbol,Quantity\nX1,${known[0]},10\nX1,${known[1].toLowerCase()},5\nX1,ZZZZQ,1\nX1,,\nTotal,,15\n`;
      const response = await upload(subscriber, `Broker ${Date.now()}`, csv);
      expect(response.status).toBe(201);
      const body = (await response.json()) as WatchlistImportAnswer;
      expect(body).toMatchObject({
        tickers: [known[0], known[1]],
        ticker_count: 2,
        skipped: [{ value: 'ZZZZQ', reason: 'Not a known ticker.' }],
      });
    });

    it('reads the first column of a CSV without a symbol header, and pasted text', async () => {
      const response = await upload(subscriber, `Plain ${Date.now()}`, `${known[2]},x\n${known[3]},y\n`);
      expect(response.status).toBe(201);
      expect(((await response.json()) as WatchlistImportAnswer).tickers).toEqual([known[2], known[3]]);
      const pasted = await api<WatchlistImportAnswer>('POST', '/api/watchlists/import/', {
        token: subscriber,
        body: { name: `Pasted ${Date.now()}`, text: `${known[0]}, ${known[1]}\n${known[2]} $$$` },
      });
      expect(pasted).toMatchObject({
        status: 201,
        body: { tickers: [known[0], known[1], known[2]], skipped: [{ value: '$$$', reason: 'Not a ticker symbol.' }] },
      });
    });

    it('refuses a malformed CSV, an empty file, a missing name, and a 10 MB upload (413)', async () => {
      const malformed = await upload(subscriber, 'Broken', 'Symbol\n"AAPL\nMSFT\n');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ file: [expect.stringMatching(/^The file is not a readable CSV: /)] });
      const empty = await upload(subscriber, 'Empty', '');
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({ file: ['The submitted file is empty.'] });
      const form = new FormData();
      form.set('file', new Blob([known[0]]), 'a.csv');
      const nameless = await fetch(`${bffUrl()}/api/watchlists/import/`, {
        method: 'POST',
        headers: { authorization: `Token ${subscriber}` },
        body: form,
      });
      expect(nameless.status).toBe(400);
      expect(await nameless.json()).toEqual({ name: ['This field is required.'] });
      const huge = await uploadLarge(subscriber, 10 * 1024 * 1024);
      expect(huge.status).toBe(413);
      expect(JSON.parse(huge.body)).toEqual({ detail: expect.stringMatching(/^Request body is too large/) });
    });

    it('makes a list of a curated portfolio’s members', async () => {
      const portfolios = await api<PortfolioList>('GET', '/api/portfolios/', { token: subscriber });
      const slug = portfolios.body.results[0].slug;
      const answer = await api<WatchlistImportAnswer>('POST', '/api/watchlists/from-portfolio/', {
        token: subscriber,
        body: { slug, name: `From ${Date.now()}` },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.ticker_count).toBeGreaterThan(0);
      expect(answer.body.ticker_count + answer.body.skipped.length).toBeGreaterThan(0);
      expect(
        await api('POST', '/api/watchlists/from-portfolio/', { token: subscriber, body: { slug: 'no-such-portfolio' } }),
      ).toMatchObject({ status: 400, body: { slug: ['"no-such-portfolio" is not a portfolio.'] } });
    });
  });

  describe('the calendars filtered by a list', () => {
    it('answers the list’s rows, plus important releases and market days unless macro=false, with every other filter', async () => {
      const list = await created(subscriber, `Filter ${Date.now()}`, known.slice(0, 5));
      const range = `date_from=${week.date_from}&date_to=${addDays(week.date_from, 60)}&page_size=500`;
      const rows = (query: string) =>
        api<CalendarPage>('GET', `/api/calendars/all/?${range}&watchlist=${list.id}${query}`, { token: subscriber });
      const withMacro = (await rows('')).body.results;
      const mine = withMacro.filter((row) => row.tickers.some((ticker) => list.tickers.includes(ticker)));
      expect(mine.length).toBeGreaterThan(0);
      for (const row of withMacro)
        expect(
          row.tickers.some((ticker) => list.tickers.includes(ticker)) ||
            row.type === 'market' ||
            (row.type === 'economic' && (row.importance ?? 0) >= 3),
        ).toBe(true);
      expect(withMacro.some((row) => row.type === 'economic' || row.type === 'market')).toBe(true);
      const withoutMacro = (await rows('&macro=false')).body.results;
      expect(withoutMacro.map((row) => row.id).sort()).toEqual(mine.map((row) => row.id).sort());
      const earnings = (
        await api<CalendarPage>('GET', `/api/calendars/earnings/?${range}&watchlist=${list.id}&session=after_close`, {
          token: subscriber,
        })
      ).body.results;
      for (const row of earnings) {
        expect(row.type).toBe('earnings');
        expect(row.session).toBe('after_close');
        expect(list.tickers).toContain(row.ticker);
      }
      // A changed list is read again at once.
      await api('PATCH', `/api/watchlists/${list.id}/`, { token: subscriber, body: { tickers: [known[0]] } });
      const narrowed = (await rows('&macro=false')).body.results;
      for (const row of narrowed) expect(row.tickers).toContain(known[0]);
      expect(await api('GET', `/api/calendars/all/?watchlist=abc`, { token: subscriber })).toMatchObject({
        status: 400,
        body: { watchlist: ['A valid integer is required.'] },
      });
    });
  });

  describe('the private feed', () => {
    it('is an RFC 5545 calendar of the list, stable, revalidated, updated, cancelled, rotated and deleted', async () => {
      const row = upcoming.find(
        (candidate) => candidate.ticker !== null && known.includes(candidate.ticker) && candidate.date > week.date_from,
      )!;
      const list = await created(subscriber, `Feed ${Date.now()}`, [row.ticker!]);
      const path = feedPath(list);
      const host = new URL(list.ics_url).host;

      const first = await parsedFeed(path);
      expect(first.response.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(first.calendar.getFirstPropertyValue('x-wr-calname')).toBe(list.name);
      expect(first.calendar.getFirstProperty('refresh-interval')?.toICALString()).toBe('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
      const uid = `${row.id}@${host}`;
      const event = first.byUid.get(uid)!;
      expect(event).toBeDefined();
      expect(event.summary).toMatch(new RegExp(`^${row.ticker!.replace('.', '\\.')} earnings`));
      const sequence = event.sequence;
      const second = await parsedFeed(path);
      expect([...second.byUid.keys()].sort()).toEqual([...first.byUid.keys()].sort());

      const etag = first.response.headers.get('etag')!;
      const lastModified = first.response.headers.get('last-modified')!;
      expect(etag).toBeTruthy();
      expect(lastModified).toBeTruthy();
      expect((await fetchFeed(path, { 'if-none-match': etag })).status).toBe(304);
      expect((await fetchFeed(path, { 'if-modified-since': lastModified })).status).toBe(304);

      // The provider moves the date; the next sync stores a new revision, and the feed's SEQUENCE follows.
      const providerId = row.id.slice('earnings-'.length);
      await emulator('/__control/calendar/change', {
        type: 'earnings',
        id: providerId,
        changes: { date: addDays(row.date_et, 1) },
      });
      const moved = await poll(
        'the moved date in the feed',
        async () => {
          const moving = (await parsedFeed(path)).byUid.get(uid);
          return moving && moving.sequence > sequence ? moving : undefined;
        },
        60_000,
        // As a calendar app polls, slowly: the feed allows a token 120 requests an hour (a wait for a slow sync hit 429).
        1_000,
      );
      expect(moved.startDate.toString().slice(0, 10)).toBe(addDays(row.date_et, 1));

      await emulator('/__control/calendar/remove', { type: 'earnings', id: providerId });
      await poll(
        'the removed row cancelled in the feed',
        async () => {
          const removed = (await parsedFeed(path)).byUid.get(uid);
          return removed?.component.getFirstPropertyValue('status') === 'CANCELLED' ? true : undefined;
        },
        60_000,
        1_000,
      );

      const rotated = await api<Watchlist>('POST', `/api/watchlists/${list.id}/ics/rotate/`, { token: subscriber });
      expect(rotated.status).toBe(200);
      expect(rotated.body.ics_url).not.toBe(list.ics_url);
      expect((await fetchFeed(path)).status).toBe(404);
      expect((await fetchFeed(feedPath(rotated.body))).status).toBe(200);
      await api('DELETE', `/api/watchlists/${list.id}/`, { token: subscriber });
      expect((await fetchFeed(feedPath(rotated.body))).status).toBe(404);
      expect((await fetchFeed('/ics/not-a-token.ics')).status).toBe(404);
    });

    it('writes timed rows in UTC beside the exchange’s VTIMEZONE, and tells their times in the owner’s zone', async () => {
      const { token } = await signedInAccount();
      await startSubscription(token);
      await until('the subscription to reach the bff', () => isSubscriber(token), 60_000);
      const timed = upcoming.find((row) => row.ticker !== null && known.includes(row.ticker) && row.starts_at !== null)!;
      const untimed = upcoming.find((row) => row.ticker !== null && known.includes(row.ticker) && row.starts_at === null);
      const list = await created(token, 'Zoned', [...new Set([timed.ticker!, ...(untimed ? [untimed.ticker!] : [])])]);
      const uid = `${timed.id}@${new URL(list.ics_url).host}`;
      const descriptionIn = async () => (await parsedFeed(feedPath(list))).byUid.get(uid)?.description ?? '';

      const feed = await parsedFeed(feedPath(list));
      const event = feed.byUid.get(uid)!;
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(timed.starts_at!).toISOString());
      expect(event.component.getFirstProperty('dtstart')?.toICALString()).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      // The macro rows' market days are all-day events on the exchange's days: the calendar carries its zone.
      expect(feed.calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
      // identity starts the account in New York (no browser zone at registration).
      expect(event.description).toMatch(/: \d{1,2}:\d{2} [AP]M E[SD]T/);

      const changed = await api('PATCH', '/api/preferences/', { token, body: { time_zone: 'Asia/Tokyo' } });
      expect(changed.status).toBe(200);
      const inTokyo = await poll(
        'the owner’s new zone in the feed’s description',
        async () => ((await descriptionIn()).includes('GMT+9') ? descriptionIn() : undefined),
        60_000,
      );
      expect(inTokyo).toMatch(/: \d{1,2}:\d{2} [AP]M GMT\+9/);
      expect(inTokyo).not.toMatch(/E[SD]T/);
    });

    it('answers 403 with an empty calendar saying so once the owner’s subscription ends, keeping the list', async () => {
      const { token } = await signedInAccount();
      const { subscription } = await startSubscription(token);
      await until('the subscription to reach the bff', () => isSubscriber(token), 60_000);
      const list = await created(token, 'Lapsing', [known[0]]);
      expect((await fetchFeed(feedPath(list))).status).toBe(200);
      const ended = await fetch(`${stripeUrl()}/v1/subscriptions/${subscription.id}`, {
        method: 'DELETE',
        headers: { authorization: 'Bearer sk_test_emulator' },
      });
      expect(ended.status).toBe(200);
      const refused = await poll(
        'the feed to stop',
        async () => {
          const response = await fetchFeed(feedPath(list));
          return response.status === 403 ? response : undefined;
        },
        60_000,
      );
      const calendar = new ICAL.Component(ICAL.parse(await refused.text()));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Subscription ended — renew to resume');
      expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    });
  });
});
