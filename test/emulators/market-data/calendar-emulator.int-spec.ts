import { GICS_SECTOR_NAMES } from '@mc/proto/gics-sectors';
import { FIELD_KINDS } from './calendar/calendar-fields.js';
import { CALENDAR_ENDPOINTS } from './calendar/calendar-endpoints.js';
import { CALENDAR_TYPES, type CalendarType } from './calendar/calendar-types.js';
import { startMarketDataEmulator, type RunningMarketDataEmulator } from './server.js';

// The calendar side of the emulator over HTTP: every endpoint, answer shape, parameter, control and mode.

const API_KEY = 'calendar-int-key';
const SEED = 42;
// Monday 16 November 2026, 10:00 in New York.
const CLOCK = Date.UTC(2026, 10, 16, 15, 0, 0);
const CLOCK_SECONDS = CLOCK / 1000;
const DAY_MS = 86_400_000;

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

let emulator: RunningMarketDataEmulator;

beforeAll(async () => {
  emulator = await startMarketDataEmulator({ port: 0, apiKey: API_KEY, seed: SEED });
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(async () => {
  await control('/__control/reset', {});
  await control('/__control/clock', { nowMs: CLOCK });
});

function providerUrl(path: string, params: Record<string, string> = {}, token: string | null = API_KEY): string {
  const query = new URLSearchParams(token === null ? params : { token, ...params });
  return `${emulator.url}${path}?${query}`;
}

async function get(path: string, params: Record<string, string> = {}, token: string | null = API_KEY): Promise<Response> {
  return fetch(providerUrl(path, params, token), { headers: { accept: 'application/json' } });
}

async function getJson(path: string, params: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await get(path, params);
  return { status: response.status, body: await response.json() };
}

async function calendar(type: CalendarType, params: Record<string, string> = {}): Promise<Row[]> {
  const { status, body } = await getJson(CALENDAR_ENDPOINTS[type].path, params);
  expect(status).toBe(200);
  return (body as Record<string, Row[]>)[CALENDAR_ENDPOINTS[type].answerKey];
}

async function control(path: string, body?: unknown, expectedStatus = 200): Promise<Json> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(expectedStatus);
  return (await response.json()) as Json;
}

const WEEK = { 'parameters[date_from]': '2026-11-16', 'parameters[date_to]': '2026-11-22' };

describe('calendar endpoints', () => {
  describe.each(CALENDAR_TYPES)('%s', (type) => {
    const endpoint = CALENDAR_ENDPOINTS[type];

    it('refuses a missing or wrong token with the provider’s 401', async () => {
      for (const token of [null, 'wrong']) {
        const response = await get(endpoint.path, {}, token);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          ok: false,
          errors: [{ code: 'auth_failed', id: 'unauthorized', value: 'Invalid or missing authentication token' }],
        });
      }
    });

    it('answers rows under its key, each field of the provider’s type', async () => {
      const rows = await calendar(type, { pagesize: '50' });
      // Splits are few: a year and a half of them fits on one page.
      expect(rows.length).toBe(type === 'splits' ? rows.length : 50);
      expect(rows.length).toBeGreaterThan(3);
      const kinds: Record<string, string> = FIELD_KINDS[type];
      for (const row of rows) {
        expect(row.id).toMatch(/^[0-9a-f]{24}$/);
        expect(Number.isInteger(row.updated)).toBe(true);
        expect(row.updated as number).toBeLessThanOrEqual(CLOCK_SECONDS);
        for (const [field, kind] of Object.entries(kinds)) {
          const value = row[field];
          if (['text', 'date', 'time', 'fuzzy-date'].includes(kind)) expect(typeof value).toBe('string');
          if (kind === 'integer' || kind === 'importance') expect(Number.isInteger(value)).toBe(true);
          if (kind === 'boolean') expect(typeof value).toBe('boolean');
          if (kind.endsWith('-list') || kind.endsWith('securities') || kind === 'fda-companies')
            expect(Array.isArray(value)).toBe(true);
        }
      }
    });

    it('refuses a malformed parameter with a 400 naming it', async () => {
      const { status, body } = await getJson(endpoint.path, { 'parameters[date_from]': '2026-02-30' });
      expect(status).toBe(400);
      expect(body).toEqual({
        ok: false,
        errors: [{ code: 'bad_request', id: 'invalid_parameter', value: 'parameters[date_from] must be a date as YYYY-MM-DD' }],
      });
    });

    it(`answers "no data" the way Benzinga does on this endpoint (${endpoint.noData})`, async () => {
      const response = await get(endpoint.path, { 'parameters[date]': '2026-11-16', page: '5000' });
      if (endpoint.noData === 'empty_array') {
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual([]);
      } else {
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ ok: false, errors: [{ code: 'no_data_found' }] });
      }
    });
  });

  it('spans a year back to six months ahead of the clock', async () => {
    const first = await calendar('earnings', { pagesize: '1' });
    expect((first[0].date as string) >= '2025-11-16').toBe(true);
    const last = await calendar('earnings', { pagesize: '1', 'parameters[date_sort]': 'date:desc' });
    expect((last[0].date as string) > '2027-04-15').toBe(true);
    expect((last[0].date as string) <= '2027-05-25').toBe(true);
  });

  it('filters earnings by one day, a range, tickers and importance', async () => {
    const day = await calendar('earnings', { 'parameters[date]': '2026-11-19', pagesize: '1000' });
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((row) => row.date === '2026-11-19')).toBe(true);
    const tickers = [
      ...new Set((await calendar('earnings', { ...WEEK, pagesize: '1000' })).map((row) => row.ticker as string)),
    ].slice(0, 2);
    const week = await calendar('earnings', {
      ...WEEK,
      'parameters[tickers]': tickers.join(',').toLowerCase(),
      pagesize: '1000',
    });
    expect(week.map((row) => row.ticker).sort()).toEqual([...tickers].sort());
    const important = await calendar('earnings', { ...WEEK, 'parameters[importance]': '4', pagesize: '1000' });
    expect(important.every((row) => (row.importance as number) >= 4)).toBe(true);
  });

  it('pages with page and pagesize, and events with pageSize', async () => {
    const all = await calendar('earnings', {
      'parameters[date_from]': '2026-10-01',
      'parameters[date_to]': '2026-10-31',
      pagesize: '1000',
    });
    const second = await calendar('earnings', {
      'parameters[date_from]': '2026-10-01',
      'parameters[date_to]': '2026-10-31',
      pagesize: '25',
      page: '1',
    });
    expect(second.map((row) => row.id)).toEqual(all.slice(25, 50).map((row) => row.id));
    expect(await calendar('events', { pageSize: '7' })).toHaveLength(7);
    expect((await getJson(CALENDAR_ENDPOINTS.earnings.path, { pagesize: '1001' })).status).toBe(400);
  });

  it('answers a delta query with rows updated since, in updated order', async () => {
    const since = String(CLOCK_SECONDS - 3 * 86_400);
    const rows = await calendar('earnings', { 'parameters[updated]': since, pagesize: '1000' });
    expect(rows.length).toBeGreaterThan(0);
    const updated = rows.map((row) => row.updated as number);
    expect(updated.every((value) => value >= Number(since))).toBe(true);
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
  });

  it('searches FDA events by target date and security, fuzzy dates included on request', async () => {
    const params = {
      'parameters[date_search_field]': 'target',
      'parameters[date_from]': '2027-01-01',
      'parameters[date_to]': '2027-06-30',
      pagesize: '1000',
    };
    const loose = await calendar('fda', { ...params, 'parameters[date_search_strict]': 'false' });
    expect(loose.some((row) => /^\d{4}-(Q\d|H\d|EARLY|MID|LATE|\d{2})$/.test(row.target_date as string))).toBe(true);
    const symbol = ((loose[0].companies as Row[])[0].securities as Row[])[0].symbol as string;
    const bySecurity = await calendar('fda', { 'parameters[securities]': symbol, pagesize: '1000' });
    expect(bySecurity.length).toBeGreaterThan(0);
  });

  it('searches splits by ex-date and dividends by ex-date, newest first', async () => {
    const splits = await calendar('splits', {
      'parameters[date_search_field]': 'ex',
      'parameters[date_from]': '2025-11-01',
      pagesize: '1000',
    });
    expect(splits.every((row) => (row.date_ex as string) >= '2025-11-01')).toBe(true);
    const dividends = await calendar('dividends', { 'parameters[date_sort]': 'ex', 'parameters[tickers]': 'JNJ' });
    const exDates = dividends.map((row) => row.ex_dividend_date as string);
    expect(exDates).toEqual([...exDates].sort().reverse());
  });

  it('filters economic releases by country and category', async () => {
    const rows = await calendar('economics', { country: 'usa', event_category: 'Employment', ...WEEK, pagesize: '1000' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.country === 'USA' && row.event_category === 'Employment')).toBe(true);
    const cpi = await calendar('economics', { event_name: 'cpi', pagesize: '1000' });
    expect(cpi.length).toBeGreaterThan(0);
    expect(cpi.every((row) => (row.event_name as string).startsWith('CPI'))).toBe(true);
    expect((await getJson(CALENDAR_ENDPOINTS.economics.path, { country: 'U5A' })).status).toBe(400);
  });

  it('accepts the key as an Authorization token too', async () => {
    const response = await fetch(`${emulator.url}${CALENDAR_ENDPOINTS.ipos.path}?pagesize=1`, {
      headers: { authorization: `token ${API_KEY}` },
    });
    expect(response.status).toBe(200);
  });
});

describe('answer switches', () => {
  it('sends conference calls under "conference", or "conference-calls" when switched', async () => {
    const path = CALENDAR_ENDPOINTS['conference-calls'].path;
    expect(Object.keys((await getJson(path, { pagesize: '1' })).body as Json)).toEqual(['conference']);
    await control('/__control/calendar/answers', { conferenceCallsKey: 'conference-calls' });
    expect(Object.keys((await getJson(path, { pagesize: '1' })).body as Json)).toEqual(['conference-calls']);
  });

  it('makes every endpoint say "no data" one way when switched', async () => {
    const nothing = { 'parameters[tickers]': 'ZZZZ' };
    await control('/__control/calendar/answers', { noData: 'not_found' });
    expect((await get(CALENDAR_ENDPOINTS.earnings.path, nothing)).status).toBe(404);
    await control('/__control/calendar/answers', { noData: 'empty_array' });
    const events = await getJson(CALENDAR_ENDPOINTS.events.path, nothing);
    expect(events).toEqual({ status: 200, body: [] });
  });

  it('refuses unknown answer styles', async () => {
    await control('/__control/calendar/answers', { noData: 'silence' }, 400);
    await control('/__control/calendar/answers', {}, 400);
  });
});

describe('GET /api/v2.1/calendar-removed/', () => {
  it('lists deleted rows by type, oldest deletion first', async () => {
    const { status, body } = await getJson('/api/v2.1/calendar-removed/', { type: 'conference-calls' });
    expect(status).toBe(200);
    const removed = (body as { removed: Row[] }).removed;
    expect(removed.length).toBeGreaterThan(0);
    for (const entry of removed) {
      expect(Object.keys(entry).sort()).toEqual(['id', 'type', 'updated']);
      expect(entry.type).toBe('conference-calls');
    }
    const updated = removed.map((entry) => entry.updated as number);
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
  });

  it('keeps deletions at or after `updated`, reads Benzinga’s type names, pages, and works without the slash', async () => {
    const all = (await getJson('/api/v2.1/calendar-removed', { type: 'conference calls', pageSize: '1000' })).body as {
      removed: Row[];
    };
    const cutoff = all.removed[Math.floor(all.removed.length / 2)].updated as number;
    const later = (await getJson('/api/v2.1/calendar-removed/', { type: 'conference-calls', updated: String(cutoff) })).body as {
      removed: Row[];
    };
    expect(later.removed.every((entry) => (entry.updated as number) >= cutoff)).toBe(true);
    expect(later.removed.length).toBeLessThan(all.removed.length);
    const page = (await getJson('/api/v2.1/calendar-removed/', { type: 'conference', pageSize: '2', page: '1' })).body as {
      removed: Row[];
    };
    expect(page.removed.map((entry) => entry.id)).toEqual(all.removed.slice(2, 4).map((entry) => entry.id));
  });

  it('answers an empty list when nothing was deleted, and 400 for an unknown type', async () => {
    expect((await getJson('/api/v2.1/calendar-removed/', { type: 'splits' })).body).toEqual({ removed: [] });
    const bad = await getJson('/api/v2.1/calendar-removed/', { type: 'ratings' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, errors: [{ id: 'invalid_parameter' }] });
  });

  it('refuses a missing token', async () => {
    expect((await get('/api/v2.1/calendar-removed/', {}, null)).status).toBe(401);
  });
});

describe('GET /api/v2.1/fundamentals/companyProfile', () => {
  const path = '/api/v2.1/fundamentals/companyProfile';

  it('profiles the requested companies, leaving unknown symbols and ETFs out', async () => {
    const { status, body } = await getJson(path, { symbols: 'aapl,NOSUCH,SPY,jpm' });
    expect(status).toBe(200);
    const result = (body as { result: Json[] }).result;
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({
      company: { primarySymbol: 'AAPL', primaryExchange: 'NASDAQ', standardName: 'Apple Inc.' },
      assetClassification: { sector: 'Information Technology', industry: 'Technology Hardware, Storage & Peripherals' },
      shareClass: { currency: 'USD', sharesOutstanding: '14840000000' },
    });
    expect((result[1].company as Json).primarySymbol).toBe('JPM');
  });

  it('values a company at its current delayed price', async () => {
    const profile = ((await getJson(path, { symbols: 'NVDA' })).body as { result: Json[] }).result[0];
    const quote = ((await getJson('/api/v1/quoteDelayed', { symbols: 'NVDA' })).body as Record<string, Json>).NVDA;
    const shares = Number((profile.shareClass as Json).sharesOutstanding);
    expect(Number((profile.shareClass as Json).marketCap)).toBeCloseTo(shares * Number(quote.lastTradePrice), -7);
  });

  it('lists the whole universe a page at a time without symbols, every company in a GICS sector', async () => {
    const all = ((await getJson(path, { pagesize: '1000' })).body as { result: Json[] }).result;
    expect(all.length).toBeGreaterThanOrEqual(580);
    for (const profile of all) expect(GICS_SECTOR_NAMES).toContain((profile.assetClassification as Json).sector);
    const page = ((await getJson(path, { pagesize: '100', page: '2' })).body as { result: Json[] }).result;
    expect(page.map((profile) => (profile.company as Json).primarySymbol)).toEqual(
      all.slice(200, 300).map((profile) => (profile.company as Json).primarySymbol),
    );
  });

  it('refuses more than 50 symbols or an empty list, and a missing token', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `S${i}`).join(',');
    expect((await getJson(path, { symbols: many })).status).toBe(400);
    expect((await getJson(path, { symbols: ' , ' })).status).toBe(400);
    expect((await get(path, { symbols: 'AAPL' }, null)).status).toBe(401);
  });
});

describe('calendar fault modes', () => {
  it('slow: holds answers back for delayMs', async () => {
    await control('/__control/calendar/mode', { mode: 'slow', delayMs: 60_000 });
    await expect(fetch(providerUrl(CALENDAR_ENDPOINTS.earnings.path), { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    await control('/__control/calendar/mode', { mode: 'slow', delayMs: 20 });
    expect((await get(CALENDAR_ENDPOINTS.earnings.path, { pagesize: '1' })).status).toBe(200);
  });

  it('fail: answers 500, or the status asked for, in the provider’s error shape', async () => {
    await control('/__control/calendar/mode', { mode: 'fail' });
    const failed = await get(CALENDAR_ENDPOINTS.fda.path);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ ok: false, errors: [{ code: 'internal_server_error' }] });
    await control('/__control/calendar/mode', { mode: 'fail', status: 503 });
    expect((await get('/api/v2.1/calendar-removed/')).status).toBe(503);
    expect((await get('/api/v2.1/fundamentals/companyProfile', { symbols: 'AAPL' })).status).toBe(503);
  });

  it('empty: answers each endpoint’s no-data answer whatever the query', async () => {
    await control('/__control/calendar/mode', { mode: 'empty' });
    expect(await getJson(CALENDAR_ENDPOINTS.earnings.path)).toEqual({ status: 200, body: [] });
    expect((await get(CALENDAR_ENDPOINTS.economics.path)).status).toBe(404);
    expect((await getJson('/api/v2.1/calendar-removed/')).body).toEqual({ removed: [] });
    expect((await getJson('/api/v2.1/fundamentals/companyProfile', { symbols: 'AAPL' })).body).toEqual({ result: [] });
  });

  it('malformed: 200s with cut JSON, HTML, wrong types, then the wrong shape', async () => {
    await control('/__control/calendar/mode', { mode: 'malformed' });
    const bodies: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await get(CALENDAR_ENDPOINTS.earnings.path, { pagesize: '3' });
      expect(response.status).toBe(200);
      bodies.push(await response.text());
    }
    expect(() => JSON.parse(bodies[0])).toThrow();
    expect(bodies[1]).toMatch(/<html>/);
    const retyped = (JSON.parse(bodies[2]) as { earnings: Row[] }).earnings[0];
    expect(typeof retyped.updated).toBe('string');
    expect(retyped.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(JSON.parse(bodies[3])).toMatchObject({ ok: true, data: null });
    await control('/__control/calendar/mode', { mode: 'malformed', malformed: 'html' });
    expect(await (await get(CALENDAR_ENDPOINTS.dividends.path)).text()).toMatch(/502 Bad Gateway/);
  });

  it('hits only the chosen endpoints, from the chosen page on', async () => {
    await control('/__control/calendar/mode', { mode: 'fail', endpoints: ['earnings'], fromPage: 1 });
    expect((await get(CALENDAR_ENDPOINTS.earnings.path, { page: '0' })).status).toBe(200);
    expect((await get(CALENDAR_ENDPOINTS.earnings.path, { page: '1' })).status).toBe(500);
    expect((await get(CALENDAR_ENDPOINTS.dividends.path, { page: '1' })).status).toBe(200);
  });

  it('leaves the quotes alone, and the quote modes leave the calendars alone', async () => {
    await control('/__control/calendar/mode', { mode: 'fail' });
    expect((await get('/api/v1/quoteDelayed', { symbols: 'AAPL' })).status).toBe(200);
    await control('/__control/calendar/mode', { mode: 'normal' });
    await control('/__control/mode', { mode: 'fail' });
    expect((await get(CALENDAR_ENDPOINTS.splits.path)).status).toBe(200);
  });

  it('refuses unknown modes, statuses, endpoints and kinds', async () => {
    await control('/__control/calendar/mode', { mode: 'sideways' }, 400);
    await control('/__control/calendar/mode', { mode: 'fail', status: 418 }, 400);
    await control('/__control/calendar/mode', { mode: 'fail', endpoints: ['ratings'] }, 400);
    await control('/__control/calendar/mode', { mode: 'malformed', malformed: 'xml' }, 400);
    await control('/__control/calendar/mode', { mode: 'slow', delayMs: -1 }, 400);
  });
});

describe('calendar edits and the clock', () => {
  it('adds a row that a delta sync then sees', async () => {
    const { row } = (await control('/__control/calendar/add', {
      type: 'earnings',
      row: { ticker: 'TSLA', date: '2026-11-18', time: '16:05:00', date_confirmed: 1 },
    })) as { row: Row };
    expect(row).toMatchObject({ ticker: 'TSLA', name: 'Tesla, Inc.', updated: CLOCK_SECONDS });
    const delta = await calendar('earnings', { 'parameters[updated]': String(CLOCK_SECONDS - 5), 'parameters[tickers]': 'TSLA' });
    expect(delta.map((candidate) => candidate.id)).toContain(row.id);
  });

  it('changes a row: its updated moves to the clock and the change shows in later answers', async () => {
    const [target] = await calendar('dividends', { ...WEEK, pagesize: '1' });
    await control('/__control/clock', { advanceMs: 60_000 });
    const { row } = (await control('/__control/calendar/change', {
      type: 'dividends',
      id: target.id,
      changes: { dividend: '9.99', notes: 'Special dividend' },
    })) as { row: Row };
    expect(row).toMatchObject({ id: target.id, dividend: '9.99', updated: CLOCK_SECONDS + 60 });
    const delta = await calendar('dividends', { 'parameters[updated]': String(CLOCK_SECONDS + 55) });
    expect(delta.find((candidate) => candidate.id === target.id)).toMatchObject({ dividend: '9.99', notes: 'Special dividend' });
  });

  it('removes a row: it leaves the calendar and appears in calendar-removed', async () => {
    const [target] = await calendar('ipos', { pagesize: '1' });
    const { removed } = (await control('/__control/calendar/remove', { type: 'ipos', id: target.id })) as { removed: Row };
    expect(removed).toEqual({ id: target.id, type: 'ipos', updated: CLOCK_SECONDS });
    expect((await calendar('ipos', { pagesize: '1000' })).some((row) => row.id === target.id)).toBe(false);
    const listed = (await getJson('/api/v2.1/calendar-removed/', { type: 'ipos', updated: String(CLOCK_SECONDS) })).body;
    expect(listed).toEqual({ removed: [{ id: target.id, type: 'ipos', updated: CLOCK_SECONDS }] });
  });

  it('refuses edits of rows that are not served, and of fields the row does not have', async () => {
    await control(
      '/__control/calendar/change',
      { type: 'earnings', id: 'ffffffffffffffffffffffff', changes: { notes: 'x' } },
      404,
    );
    await control('/__control/calendar/remove', { type: 'earnings', id: 'ffffffffffffffffffffffff' }, 404);
    const [target] = await calendar('earnings', { pagesize: '1' });
    await control('/__control/calendar/change', { type: 'earnings', id: target.id, changes: { colour: 'red' } }, 400);
    await control('/__control/calendar/change', { type: 'earnings', id: target.id, changes: { importance: 'high' } }, 400);
    await control('/__control/calendar/add', { type: 'ratings', row: {} }, 400);
    await control('/__control/calendar/add', { type: 'splits', row: { ticker: 'AAPL' } }, 400);
  });

  it('counts edits in the calendar state, and forgets them on reset', async () => {
    const [target] = await calendar('splits', { pagesize: '1' });
    await control('/__control/calendar/remove', { type: 'splits', id: target.id });
    expect(await control('/__control/calendar')).toMatchObject({ edits: { added: 0, changed: 0, removed: 1 }, nowMs: CLOCK });
    await control('/__control/reset', {});
    expect(await control('/__control/calendar')).toMatchObject({
      edits: { added: 0, changed: 0, removed: 0 },
      faults: { mode: 'normal' },
    });
  });

  it('moves with the clock: an estimated report is confirmed later, with a later updated a delta sync picks up', async () => {
    const estimated = (
      await calendar('earnings', { 'parameters[date_from]': '2026-12-01', 'parameters[date_to]': '2026-12-20', pagesize: '1000' })
    ).find((row) => row.date_confirmed === 0)!;
    await control('/__control/clock', { nowMs: CLOCK + 20 * DAY_MS });
    const delta = await calendar('earnings', {
      'parameters[updated]': String(CLOCK_SECONDS),
      'parameters[tickers]': estimated.ticker as string,
    });
    const confirmed = delta.find((row) => row.id === estimated.id)!;
    expect(confirmed).toMatchObject({ date_confirmed: 1 });
    expect(confirmed.updated as number).toBeGreaterThan(estimated.updated as number);
  });

  it('counts calendar requests by path in the stats', async () => {
    await get(CALENDAR_ENDPOINTS.earnings.path, { pagesize: '1' });
    await get(CALENDAR_ENDPOINTS.earnings.path, {}, null);
    await get('/api/v2.1/calendar-removed/');
    const { requests } = (await control('/__control/stats')) as { requests: Json };
    expect(requests).toMatchObject({
      total: 3,
      unauthorized: 1,
      byPath: { '/api/v2.1/calendar/earnings': 2, '/api/v2.1/calendar-removed/': 1 },
    });
  });

  it('gives the same calendars to two emulators with the same seed', async () => {
    const twin = await startMarketDataEmulator({ port: 0, apiKey: API_KEY, seed: SEED });
    try {
      await fetch(`${twin.url}/__control/clock`, { method: 'POST', body: JSON.stringify({ nowMs: CLOCK }) });
      const path = `${CALENDAR_ENDPOINTS.economics.path}?token=${API_KEY}&pagesize=20`;
      const mine = await (await fetch(`${emulator.url}${path}`)).json();
      expect(await (await fetch(`${twin.url}${path}`)).json()).toEqual(mine);
    } finally {
      await twin.close();
    }
  });
});
