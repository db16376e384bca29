import {
  CALENDAR_TYPES,
  ORDERINGS,
  SESSIONS,
  type CalendarPage,
  type CalendarRow,
  type CalendarRowOf,
  type Ordering,
} from '@mc/api/calendars';
import { poll, until } from '@mc/runtime/testing';
import { api, bffUrl, comparableAnswer, rawGet } from '../support/api.js';
import { parseCsv } from '../support/csv.js';
import { subscriberToken } from '../support/subscriber.js';

const DAY_MS = 86_400_000;
const marketDataUrl = () => process.env.E2E_MARKET_DATA_URL ?? 'http://127.0.0.1:22112';

/** A test switch of the market-data emulator (a row changed at the provider). */
async function emulator(path: string, body: unknown) {
  const response = await fetch(`${marketDataUrl()}${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const SESSION_ORDER = ['before_open', 'during_market', 'after_close', 'unknown'];
/** What the combined calendar holds by default: every type but `market`, which it has only when `types` names it. */
const CATALYST_TYPES = CALENDAR_TYPES.filter((type) => type !== 'market');

const query = (params: Record<string, string>) => {
  const search = new URLSearchParams(params).toString();
  return search ? `?${search}` : '';
};

const page = (type: string, params: Record<string, string> = {}, token?: string) =>
  api<CalendarPage>('GET', `/api/calendars/${type}/${query(params)}`, { token });

/** Every row of a range, following `next`. */
async function everyRow(type: string, params: Record<string, string>, token: string): Promise<CalendarRow[]> {
  const rows: CalendarRow[] = [];
  let path: string | null = `/api/calendars/${type}/${query({ ...params, page_size: '500' })}`;
  while (path) {
    const answer: { status: number; body: CalendarPage } = await api<CalendarPage>('GET', path, { token });
    expect(answer.status).toBe(200);
    rows.push(...answer.body.results);
    path = answer.body.next;
  }
  return rows;
}

/** The order an `ordering` promises, ties broken by day, session, time and symbol. */
function expectOrdered(rows: CalendarRow[], ordering: Ordering) {
  const byDay = (a: CalendarRow, b: CalendarRow) =>
    a.date.localeCompare(b.date) ||
    SESSION_ORDER.indexOf(a.session) - SESSION_ORDER.indexOf(b.session) ||
    (a.starts_at ?? '~').localeCompare(b.starts_at ?? '~');
  const nullsLast = (a: number | string | null, b: number | string | null, compare: (x: never, y: never) => number) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a as never, b as never);
  const compare: Record<Ordering, (a: CalendarRow, b: CalendarRow) => number> = {
    date: byDay,
    '-date': (a, b) => a.date.localeCompare(b.date) * -1 || SESSION_ORDER.indexOf(b.session) - SESSION_ORDER.indexOf(a.session),
    importance: (a, b) => nullsLast(a.importance, b.importance, (x: number, y: number) => y - x) || byDay(a, b),
    market_cap: (a, b) => nullsLast(a.market_cap, b.market_cap, (x: number, y: number) => x - y) || byDay(a, b),
    '-market_cap': (a, b) => nullsLast(a.market_cap, b.market_cap, (x: number, y: number) => y - x) || byDay(a, b),
    ticker: (a, b) => nullsLast(a.ticker, b.ticker, (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)),
    expected_move: (a, b) =>
      nullsLast(a.expected_move?.percent ?? null, b.expected_move?.percent ?? null, (x: number, y: number) => x - y) ||
      byDay(a, b),
    '-expected_move': (a, b) =>
      nullsLast(a.expected_move?.percent ?? null, b.expected_move?.percent ?? null, (x: number, y: number) => y - x) ||
      byDay(a, b),
  };
  for (let i = 1; i < rows.length; i++) expect(compare[ordering](rows[i - 1], rows[i])).toBeLessThanOrEqual(0);
}

describe('GET /api/calendars/{type}/ (issue 8 §3)', () => {
  let week: { date_from: string; date_to: string };
  let month: Record<string, string>;
  let subscriber: string;
  let monthOfEarnings: CalendarRow[];

  beforeAll(async () => {
    // The catalysts service backfills every calendar at start-up.
    await until('the earnings calendar to fill', async () => (await page('earnings')).body.count > 0, 90_000);
    week = (await page('earnings')).body.current_week;
    month = { date_from: week.date_from, date_to: addDays(week.date_from, 34) };
    subscriber = await subscriberToken(async (token) => (await page('earnings', {}, token)).body.access === 'full');
    // Every calendar backfills on its own: wait until each has rows and the combined calendar stops growing.
    const year = { date_from: addDays(week.date_from, -180), date_to: addDays(week.date_from, 180), page_size: '1' };
    let seen = -1;
    await until(
      'every calendar to fill',
      async () => {
        const counts = await Promise.all(CALENDAR_TYPES.map(async (type) => (await page(type, year, subscriber)).body.count));
        const count = (await page('all', year, subscriber)).body.count;
        const settled = counts.every((typeCount) => typeCount > 0) && count === seen;
        seen = count;
        if (!settled) await new Promise((resolve) => setTimeout(resolve, 5_000));
        return settled;
      },
      90_000,
    );
    monthOfEarnings = await everyRow('earnings', month, subscriber);
  }, 150_000);

  describe('a visitor (the preview)', () => {
    it('gets this week, Monday to Sunday in New York, said to be a preview with what it leaves out', async () => {
      const { status, body, headers } = await page('earnings');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        access: 'preview',
        date_from: week.date_from,
        date_to: week.date_to,
        tz: 'America/New_York',
        current_week: week,
        locked: ['other_weeks', 'fda_details', 'csv'],
        previous: null,
      });
      expect(new Date(`${week.date_from}T12:00:00Z`).getUTCDay()).toBe(1);
      expect(addDays(week.date_from, 6)).toBe(week.date_to);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
      for (const row of body.results) {
        expect(row.type).toBe('earnings');
        expect(row.date >= week.date_from && row.date <= week.date_to).toBe(true);
        expect(SESSIONS).toContain(row.session);
        expect(['confirmed', 'estimated']).toContain(row.date_status);
        expect(row).toMatchObject({ source: expect.any(String), updated_at: expect.any(String), details: expect.any(Object) });
      }
      expectOrdered(body.results, 'date');
    });

    it('answers 304 to a client that holds the current version', async () => {
      const first = await fetch(`${bffUrl()}/api/calendars/earnings/`);
      const etag = first.headers.get('etag')!;
      const again = await fetch(`${bffUrl()}/api/calendars/earnings/`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    });

    it('sees FDA events without their details', async () => {
      const { body } = await page('fda', { date_from: week.date_from, date_to: week.date_to });
      expect(body.access).toBe('preview');
      for (const row of body.results) expect(row).toMatchObject({ details: null, details_locked: true, source_url: null });
    });

    it('finds nothing of a locked FDA row in the answer, nor by searching for it', async () => {
      const range = { date_from: week.date_from, date_to: week.date_to };
      const full = (await page('fda', range, subscriber)).body.results as CalendarRowOf<'fda'>[];
      expect(full.length).toBeGreaterThan(0);
      const preview = JSON.stringify((await page('fda', range)).body);
      const lockedWords = full.flatMap(({ details }) =>
        [details!.drug.name, ...details!.drug.indication_symptom, details!.commentary, details!.outcome_brief].filter(
          (word): word is string => !!word,
        ),
      );
      expect(lockedWords.length).toBeGreaterThan(0);
      for (const word of lockedWords) expect(preview).not.toContain(word);

      // A word of a drug's name that is not also a word of its company or ticker.
      const row = full.find(({ details, company, ticker }) => {
        const word = details!.drug.name?.split(/\s+/)[0].toLowerCase();
        return word && !`${company} ${ticker}`.toLowerCase().includes(word);
      })!;
      const drugWord = row.details!.drug.name!.split(/\s+/)[0];
      const found = (token?: string) =>
        page('fda', { ...range, search: drugWord }, token).then(({ body }) => body.results.map((result) => result.id));
      expect(await found(subscriber)).toContain(row.id);
      expect(await found()).not.toContain(row.id);
      // What the preview shows stays searchable: the company.
      const companyWord = row.company!.split(/\s+/)[0];
      expect((await page('fda', { ...range, search: companyWord })).body.results.map((result) => result.id)).toContain(row.id);
    });

    it('may not see another week, nor download CSV: 403 with a call to subscribe', async () => {
      const later = await page('earnings', { date_from: addDays(week.date_from, 7), date_to: addDays(week.date_to, 7) });
      expect(later).toMatchObject({ status: 403, body: { code: 'subscription_required', locked: 'other_weeks' } });
      expect(later.body).toHaveProperty('detail', expect.stringContaining('Subscribe'));
      const csv = await page('earnings', { format: 'csv' });
      expect(csv).toMatchObject({ status: 403, body: { code: 'subscription_required', locked: 'csv' } });
    });

    it('may filter within the week', async () => {
      const { status, body } = await page('earnings', { importance: '3', session: 'before_open' });
      expect(status).toBe(200);
      for (const row of body.results) expect(row).toMatchObject({ session: 'before_open', importance: expect.any(Number) });
    });
  });

  describe('a subscriber', () => {
    it('sees everything, answers marked as the reader’s own', async () => {
      const { status, body, headers } = await page('fda', month, subscriber);
      expect(status).toBe(200);
      expect(body).toMatchObject({ access: 'full', locked: [] });
      expect(headers.get('cache-control')).toBe('no-store');
      for (const row of body.results)
        expect(row).toMatchObject({ details_locked: false, details: { event_type: expect.anything() } });
    });

    it('has every calendar and the combined one', async () => {
      for (const type of [...CALENDAR_TYPES, 'all']) {
        const { status, body } = await page(type, month, subscriber);
        expect({ type, status }).toEqual({ type, status: 200 });
        if (type !== 'all') for (const row of body.results) expect(row.type).toBe(type);
      }
      const all = await page('all', { ...month, page_size: '1' }, subscriber);
      const counts = await Promise.all(
        CATALYST_TYPES.map(async (type) => (await page(type, { ...month, page_size: '1' }, subscriber)).body.count),
      );
      expect(all.body.count).toBe(counts.reduce((sum, count) => sum + count, 0));
    });
  });

  describe('filters', () => {
    const filtered = (params: Record<string, string>) => everyRow('earnings', { ...month, ...params }, subscriber);

    it('tickers: rows naming any of them', async () => {
      const tickers = [...new Set(monthOfEarnings.map((row) => row.ticker!))].slice(0, 3);
      const rows = await filtered({ tickers: tickers.join(',').toLowerCase() });
      expect(rows.length).toBe(monthOfEarnings.filter((row) => tickers.includes(row.ticker!)).length);
      expect(rows.length).toBeGreaterThan(0);
    });

    it('tickers within a sector and an importance (answered from the month’s rows in the bff): the same rows, pages and order', async () => {
      const itRows = monthOfEarnings.filter((row) => row.sector === 'information_technology' && (row.importance ?? -1) >= 1);
      const tickers = [...new Set(itRows.map((row) => row.ticker!))].slice(0, 6);
      expect(tickers.length).toBeGreaterThan(1);
      // A symbol of another sector is asked too: it must not bring its rows.
      const other = monthOfEarnings.find((row) => row.sector !== 'information_technology')!.ticker!;
      const params = { ...month, sector: 'information_technology', importance: '1', tickers: [...tickers, other].join(',') };
      const expected = itRows.filter((row) => tickers.includes(row.ticker!)).map((row) => row.id);
      const pages: CalendarRow[][] = [];
      let path: string | null = `/api/calendars/earnings/${query({ ...params, page_size: '2' })}`;
      while (path) {
        const answer: { status: number; body: CalendarPage } = await api<CalendarPage>('GET', path, { token: subscriber });
        expect(answer.status).toBe(200);
        expect(answer.body.count).toBe(expected.length);
        pages.push(answer.body.results);
        path = answer.body.next;
      }
      expect(pages.flat().map((row) => row.id)).toEqual(expected);
      expect(pages.length).toBe(Math.ceil(expected.length / 2));
      const byCap = await everyRow('earnings', { ...params, ordering: '-market_cap' }, subscriber);
      expect(byCap.map((row) => row.id).sort()).toEqual([...expected].sort());
      expectOrdered(byCap, '-market_cap');
    });

    it('a ticker set asked for the first time, then again, then kept: the same answer, header for header', async () => {
      // The month's rows of a sector and an importance, kept in the bff for another reader's symbols.
      const base = { ...month, sector: 'information_technology', importance: '1' };
      const itTickers = [
        ...new Set(monthOfEarnings.filter((row) => row.sector === 'information_technology').map((row) => row.ticker!)),
      ];
      expect((await page('earnings', { ...base, tickers: itTickers[0] }, subscriber)).status).toBe(200);
      // The first answer comes from those rows before Nest sees the request (calendars-fast-path.ts), the second from the
      // controller, which keeps it, the third from what it kept. A symbol never asked before makes the set new in this stack.
      for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br, zstd' }] as Record<string, string>[]) {
        const fresh = `ZQ${Math.floor(Math.random() * 1e9)}`;
        const path = `/api/calendars/earnings/${query({ ...base, tickers: [...itTickers.slice(1, 4), fresh].join(','), page_size: '2' })}`;
        const asked = { ...headers, authorization: `Token ${subscriber}` };
        const [first, second, third] = [await rawGet(path, asked), await rawGet(path, asked), await rawGet(path, asked)];
        expect(first.status).toBe(200);
        expect(comparableAnswer(second)).toEqual(comparableAnswer(first));
        expect(comparableAnswer(third)).toEqual(comparableAnswer(first));
      }
    });

    it('importance: at least the level asked', async () => {
      const rows = await filtered({ importance: '3' });
      expect(rows.length).toBe(monthOfEarnings.filter((row) => (row.importance ?? -1) >= 3).length);
      for (const row of rows) expect(row.importance).toBeGreaterThanOrEqual(3);
    });

    it('sector: the company’s GICS sector', async () => {
      const rows = await filtered({ sector: 'health_care,financials' });
      expect(rows.length).toBe(monthOfEarnings.filter((row) => ['health_care', 'financials'].includes(row.sector ?? '')).length);
      expect(rows.length).toBeGreaterThan(0);
    });

    it('market_cap_min and market_cap_max: the company’s size, in dollars', async () => {
      const rows = await filtered({ market_cap_min: '10000000000', market_cap_max: '200000000000' });
      const expected = monthOfEarnings.filter(
        (row) => row.market_cap !== null && row.market_cap >= 1e10 && row.market_cap <= 2e11,
      );
      expect(rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    });

    it('confirmed: confirmed or estimated dates only', async () => {
      const confirmed = await filtered({ confirmed: 'true' });
      const estimated = await filtered({ confirmed: 'false' });
      for (const row of confirmed) expect(row.date_status).toBe('confirmed');
      for (const row of estimated) expect(row.date_status).toBe('estimated');
      expect(confirmed.length + estimated.length).toBe(monthOfEarnings.length);
    });

    it('session: before the open, after the close', async () => {
      const rows = await filtered({ session: 'before_open,after_close' });
      expect(rows.length).toBe(monthOfEarnings.filter((row) => ['before_open', 'after_close'].includes(row.session)).length);
    });

    it('search: a prefix of the ticker or of a word of the company', async () => {
      const company = monthOfEarnings.find((row) => row.company && row.company.length > 4)!.company!;
      const prefix = company.split(' ')[0].slice(0, 4);
      const rows = await filtered({ search: prefix.toUpperCase() });
      expect(rows.length).toBeGreaterThan(0);
      const matches = (row: CalendarRow) =>
        [row.ticker ?? '', ...(row.company ?? '').split(/\s+/), ...row.title.split(/\s+/)].some((word) =>
          word.toLowerCase().startsWith(prefix.toLowerCase()),
        );
      for (const row of rows) expect(matches(row)).toBe(true);
    });

    it('country: economic releases of those countries, each titled with its country, other calendars untouched', async () => {
      const releases = (await everyRow('economic', month, subscriber)) as CalendarRowOf<'economic'>[];
      const countries = new Set(releases.map((row) => row.details!.country));
      expect(countries.size).toBeGreaterThan(1);
      const euroArea = (await everyRow('economic', { ...month, country: 'emu' }, subscriber)) as CalendarRowOf<'economic'>[];
      expect(euroArea.map((row) => row.id)).toEqual(
        releases.filter((row) => row.details!.country === 'EMU').map((row) => row.id),
      );
      for (const row of euroArea) expect(row.title).toMatch(/^Euro area /);
      const combined = await everyRow('all', { ...month, country: 'EMU', types: 'economic,earnings' }, subscriber);
      expect(combined.filter((row) => row.type === 'earnings')).toHaveLength(monthOfEarnings.length);
      expect(await page('economic', { country: 'Germany' }, subscriber)).toMatchObject({
        status: 400,
        body: { country: ['"GERMANY" is not a valid country code (three letters, e.g. USA, GBR, EMU).'] },
      });
    });

    it('economic rows: each with its country and unit, figures written with the unit, the surprise once released', async () => {
      const range = { date_from: addDays(week.date_from, -42), date_to: addDays(week.date_from, 34) };
      const releases = (await everyRow('economic', range, subscriber)) as CalendarRowOf<'economic'>[];
      const value = (figure: string) => Number(figure.replace(/(%|[KMB]| [A-Z]{3})$/, ''));
      const written: Record<string, RegExp> = {
        '%': /^-?\d+(\.\d+)?%$/,
        K: /^-?\d+(\.\d+)?K$/,
        M: /^-?\d+(\.\d+)?M$/,
        B: /^-?\d+(\.\d+)?B$/,
        index: /^-?\d+(\.\d+)?$/,
      };
      for (const row of releases) {
        const details = row.details!;
        expect(details.country).toMatch(/^[A-Z]{3}$/);
        const figures = [details.actual, details.consensus, details.prior, details.prior_revised].filter(
          (figure) => figure !== null,
        );
        if (figures.length > 0) expect(Object.keys(written)).toContain(details.unit);
        for (const figure of figures)
          expect([row.title, figure]).toEqual([row.title, expect.stringMatching(written[details.unit!])]);
        if (details.actual !== null && details.consensus !== null) {
          // Signed: "+0.1%", "-12K", "0.0%".
          expect(details.surprise).toMatch(new RegExp(written[details.unit!].source.replace('^-?', '^[+-]?')));
          expect(value(details.surprise!)).toBeCloseTo(value(details.actual) - value(details.consensus), 6);
        } else {
          expect(details.surprise).toBeNull();
        }
      }
      const released = releases.filter((row) => row.details!.actual !== null && row.details!.consensus !== null);
      expect(released.length).toBeGreaterThan(0);
      expect([...new Set(releases.map((row) => row.details!.unit))]).toEqual(expect.arrayContaining(['%', 'K', 'M', 'index']));
      expect(releases.some((row) => row.details!.prior_revised !== null)).toBe(true);

      // The CSV writes the same figures, units included.
      const response = await fetch(`${bffUrl()}/api/calendars/economic/${query({ ...range, format: 'csv' })}`, {
        headers: { authorization: `Token ${subscriber}` },
      });
      const [header, ...lines] = parseCsv(await response.text());
      expect(lines.map((line) => line[1])).toEqual(releases.map((row) => row.id));
      for (const field of ['country', 'unit', 'actual', 'consensus', 'prior', 'prior_revised', 'surprise'] as const) {
        expect(lines.map((line) => line[header.indexOf(field)])).toEqual(releases.map((row) => row.details![field] ?? ''));
      }
    });

    it('importance: every row of every calendar over the next 90 days has one', async () => {
      const next90 = { date_from: week.date_from, date_to: addDays(week.date_from, 90), include_called_off: 'true' };
      const rows = await everyRow('all', next90, subscriber);
      expect(new Set(rows.map((row) => row.type))).toEqual(new Set(CATALYST_TYPES));
      expect(rows.filter((row) => row.importance === null).map((row) => row.id)).toEqual([]);
    });

    it('estimated dates carry no time and no session: the provider’s time is then a guess', async () => {
      const rows = await everyRow('all', { ...month, confirmed: 'false', types: 'earnings,conferencecall' }, subscriber);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatchObject({ time: null, starts_at: null, session: 'unknown' });
    });

    it('include_called_off: postponed and withdrawn IPOs only when asked, never titled "expected"', async () => {
      const year = { date_from: addDays(week.date_from, -180), date_to: addDays(week.date_from, 180) };
      const everything = await everyRow('ipo', { ...year, include_called_off: 'true' }, subscriber);
      const isCalledOff = (row: CalendarRow) =>
        /^(postponed|withdrawn)/i.test((row as CalendarRowOf<'ipo'>).details?.deal_status ?? '');
      const calledOff = everything.filter(isCalledOff);
      expect(calledOff.length).toBeGreaterThan(0);
      for (const row of calledOff) expect(row.title).toMatch(/^IPO (postponed|withdrawn)$/);
      const byDefault = await everyRow('ipo', year, subscriber);
      expect(byDefault.map((row) => row.id)).toEqual(everything.filter((row) => !isCalledOff(row)).map((row) => row.id));
    });

    it('splits: forward or reverse, in the row and its title', async () => {
      const year = { date_from: addDays(week.date_from, -180), date_to: addDays(week.date_from, 180) };
      const splits = (await everyRow('splits', year, subscriber)) as CalendarRowOf<'splits'>[];
      const reverse = splits.filter((row) => row.details!.direction === 'reverse');
      expect(reverse.length).toBeGreaterThan(0);
      for (const row of splits) {
        const [newShares, oldShares] = row.details!.ratio!.split(':').map(Number);
        expect(row.details!.direction).toBe(newShares > oldShares ? 'forward' : 'reverse');
        expect(row.title).toBe(`${newShares}-for-${oldShares} ${newShares < oldShares ? 'reverse ' : ''}stock split`);
      }
    });

    it('tz: the same catalysts, their dates and times read in the reader’s zone', async () => {
      const timed = monthOfEarnings.find((row) => row.session === 'after_close')!;
      const [inTokyo] = (await filtered({ tickers: timed.ticker!, tz: 'Asia/Tokyo' })).filter((row) => row.id === timed.id);
      expect(inTokyo.starts_at).toBe(timed.starts_at);
      // After the close in New York is the next morning in Tokyo.
      expect(inTokyo.date).toBe(addDays(timed.date_et, 1));
      expect(inTokyo.time! < '12:00').toBe(true);
      expect(inTokyo.time_et).toBe(timed.time_et);
    });

    it('types: the combined calendar narrowed to some calendars', async () => {
      const rows = await everyRow('all', { ...month, types: 'earnings,dividend' }, subscriber);
      expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['earnings', 'dividend']));
    });
  });

  describe('ordering', () => {
    it.each(ORDERINGS)('%s', async (ordering) => {
      const rows = await everyRow('earnings', { ...month, ordering }, subscriber);
      expect(rows.length).toBe(monthOfEarnings.length);
      expectOrdered(rows, ordering);
    });
  });

  describe('pagination (DRF’s shape)', () => {
    it('pages with count, next and previous, and the pages add up to the whole', async () => {
      const first = await page('earnings', { ...month, page_size: '7' }, subscriber);
      expect(first.body.count).toBe(monthOfEarnings.length);
      expect(first.body.results).toHaveLength(7);
      expect(first.body.previous).toBeNull();
      expect(first.body.next).toMatch(/^\/api\/calendars\/earnings\/\?.*page=2/);
      const second = await api<CalendarPage>('GET', first.body.next!, { token: subscriber });
      expect(second.body.previous).not.toContain('page=');
      expect(second.body.results.map((row) => row.id)).toEqual(monthOfEarnings.slice(7, 14).map((row) => row.id));
      const lastPage = Math.ceil(monthOfEarnings.length / 7);
      const last = await page('earnings', { ...month, page_size: '7', page: String(lastPage) }, subscriber);
      expect(last.body.next).toBeNull();
      expect(last.body.results).toHaveLength(monthOfEarnings.length - (lastPage - 1) * 7);
    });

    it('refuses a page past the last, and answers an empty first page', async () => {
      const pages = Math.ceil(monthOfEarnings.length / 100);
      expect(await page('earnings', { ...month, page: String(pages + 1) }, subscriber)).toMatchObject({
        status: 400,
        body: { page: ['Invalid page.'] },
      });
      expect(await page('earnings', { ...month, tickers: 'ZZZZZ' }, subscriber)).toMatchObject({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      });
    });
  });

  describe('the market calendar (issue 18 §7)', () => {
    const thanksgivingWeek = { date_from: '2026-11-23', date_to: '2026-11-29' };

    it('lists Thanksgiving 2026 as closed and the day after as an early close at 13:00 ET, to a visitor too', async () => {
      const { status, body } = await page('market', thanksgivingWeek);
      expect(status).toBe(200);
      expect(body).toMatchObject({ access: 'preview', locked: ['csv'], date_from: '2026-11-23', date_to: '2026-11-29' });
      expect(body.results.map((row) => [row.date, row.type, row.title, row.time, row.details])).toEqual([
        [
          '2026-11-26',
          'market',
          'Market closed: Thanksgiving Day',
          null,
          { kind: 'holiday', exchanges: ['NYSE', 'Nasdaq'], close_time: null, name: 'Thanksgiving Day', notes: null },
        ],
        [
          '2026-11-27',
          'market',
          'Market closes at 13:00 ET: Day after Thanksgiving',
          null,
          {
            kind: 'early_close',
            exchanges: ['NYSE', 'Nasdaq'],
            close_time: '13:00',
            name: 'Day after Thanksgiving',
            notes: null,
          },
        ],
      ]);
      for (const row of body.results)
        expect(row).toMatchObject({ date_status: 'confirmed', details_locked: false, source: 'NYSE and Nasdaq' });
    });

    it('gives a visitor any week of it (public fact), but not its CSV', async () => {
      const juneOf2027 = await page('market', { date_from: '2027-06-14', date_to: '2027-06-20' });
      expect(juneOf2027.status).toBe(200);
      // Juneteenth is observed on Friday 2027-06-18, June's third Friday: quad witching moves to Thursday.
      expect(juneOf2027.body.results.map((row) => [row.date, (row as CalendarRowOf<'market'>).details?.kind])).toEqual([
        ['2027-06-17', 'quad_witching'],
        ['2027-06-18', 'holiday'],
      ]);
      expect((await page('market', { ...thanksgivingWeek, format: 'csv' })).status).toBe(403);
      // The other calendars keep their preview: that week of earnings is a subscriber's.
      expect((await page('earnings', { date_from: '2027-06-14', date_to: '2027-06-20' })).status).toBe(403);
    });

    it('has one option expiration a month on the third Friday, pages like the others, and no weekend row', async () => {
      const year2026 = await everyRow('market', { date_from: '2026-01-01', date_to: '2026-12-31' }, subscriber);
      const expirations = year2026.filter((row) => row.type === 'market' && /expiration|witching/.test(row.details!.kind));
      expect(expirations.map((row) => row.date)).toEqual([
        '2026-01-16',
        '2026-02-20',
        '2026-03-20',
        '2026-04-17',
        '2026-05-15',
        '2026-06-18',
        '2026-07-17',
        '2026-08-21',
        '2026-09-18',
        '2026-10-16',
        '2026-11-20',
        '2026-12-18',
      ]);
      for (const row of year2026) expect([0, 6]).not.toContain(new Date(`${row.date}T00:00:00Z`).getUTCDay());
      const firstPage = await page('market', { date_from: '2026-01-01', date_to: '2026-12-31', page_size: '5' }, subscriber);
      expect(firstPage.body).toMatchObject({ count: year2026.length, previous: null });
      expect(firstPage.body.next).toContain('page=2');
    });

    it('is in the combined calendar when named (not by default: its days frame the catalysts), and in CSV', async () => {
      const all = await everyRow('all', thanksgivingWeek, subscriber);
      expect(all.filter((row) => row.type === 'market')).toEqual([]);
      const named = await everyRow('all', { ...thanksgivingWeek, types: 'market,earnings' }, subscriber);
      expect(named.filter((row) => row.type === 'market').map((row) => row.id)).toEqual([
        'market-2026-11-26-holiday',
        'market-2026-11-27-early_close',
      ]);
      const response = await fetch(`${bffUrl()}/api/calendars/market/${query({ ...thanksgivingWeek, format: 'csv' })}`, {
        headers: { authorization: `Token ${subscriber}` },
      });
      const [header, ...lines] = parseCsv(await response.text());
      expect(
        lines.map((line) => [line[header.indexOf('date')], line[header.indexOf('kind')], line[header.indexOf('close_time')]]),
      ).toEqual([
        ['2026-11-26', 'holiday', ''],
        ['2026-11-27', 'early_close', '13:00'],
      ]);
    });
  });

  describe('?format=csv', () => {
    it('answers the same rows as CSV with a header, RFC 4180 quoting and a filename naming type and range', async () => {
      const response = await fetch(`${bffUrl()}/api/calendars/earnings/${query({ ...month, format: 'csv' })}`, {
        headers: { authorization: `Token ${subscriber}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="earnings-calendar_${month.date_from}_${month.date_to}.csv"`,
      );
      const [header, ...lines] = parseCsv(await response.text());
      expect(header.slice(0, 4)).toEqual(['type', 'id', 'date', 'time']);
      expect(header).toContain('eps_est');
      expect(lines.map((line) => line[1])).toEqual(monthOfEarnings.map((row) => row.id));
      for (const line of lines) expect(line).toHaveLength(header.length);
      const company = header.indexOf('company');
      expect(lines.map((line) => line[company])).toEqual(monthOfEarnings.map((row) => row.company ?? ''));
    });

    it.each(CALENDAR_TYPES)('writes every number of the %s calendar as the JSON has it, negative ones included', async (type) => {
      const rows = await everyRow(type, month, subscriber);
      const response = await fetch(`${bffUrl()}/api/calendars/${type}/${query({ ...month, format: 'csv' })}`, {
        headers: { authorization: `Token ${subscriber}` },
      });
      const [header, ...lines] = parseCsv(await response.text());
      expect(lines.map((line) => line[1])).toEqual(rows.map((row) => row.id));
      let numbers = 0;
      rows.forEach((row, index) => {
        for (const [field, value] of Object.entries(row.details ?? {})) {
          const number = typeof value === 'number' || (typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value));
          if (!number || !header.includes(field)) continue;
          expect([field, lines[index][header.indexOf(field)]]).toEqual([field, String(value)]);
          numbers++;
        }
      });
      // Calendars whose rows always carry figures (estimates, amounts, prices, consensus).
      if (['earnings', 'dividend', 'ipo', 'economic'].includes(type)) expect(numbers).toBeGreaterThan(0);
    });
  });

  describe('bad input: 400 with DRF-style field errors, never a 5xx', () => {
    it.each([
      ['an unknown calendar', 'bonds', {}, { type: ['"bonds" is not a valid choice.'] }],
      [
        'a bad date',
        'earnings',
        { date_from: '2026-02-30' },
        { date_from: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
      ],
      [
        'date_to before date_from',
        'earnings',
        { date_from: '2026-06-10', date_to: '2026-06-01' },
        { date_to: ['Ensure date_to is on or after date_from.'] },
      ],
      [
        'a range longer than a year',
        'earnings',
        { date_from: '2026-01-01', date_to: '2027-01-02' },
        { date_to: ['Ensure the range from date_from to date_to is at most 366 days.'] },
      ],
      ['an unknown zone', 'earnings', { tz: 'Atlantis/Poseidonia' }, { tz: ['"Atlantis/Poseidonia" is not a valid time zone.'] }],
      [
        'an importance above 5',
        'earnings',
        { importance: '9' },
        { importance: ['Ensure this value is less than or equal to 5.'] },
      ],
      ['an unknown sector', 'earnings', { sector: 'crypto' }, { sector: ['"crypto" is not a valid choice.'] }],
      [
        'a market cap that is not a number',
        'earnings',
        { market_cap_min: 'lots' },
        { market_cap_min: ['A valid number is required.'] },
      ],
      ['an unknown session', 'earnings', { session: 'overnight' }, { session: ['"overnight" is not a valid choice.'] }],
      ['an unknown ordering', 'earnings', { ordering: 'name' }, { ordering: ['"name" is not a valid choice.'] }],
      [
        'a page size over 500',
        'earnings',
        { page_size: '1000' },
        { page_size: ['Ensure this value is less than or equal to 500.'] },
      ],
      ['page 0', 'earnings', { page: '0' }, { page: ['Ensure this value is greater than or equal to 1.'] }],
      ['an unknown format', 'earnings', { format: 'pdf' }, { format: ['"pdf" is not a valid choice.'] }],
      ['a bad boolean', 'earnings', { confirmed: 'sometimes' }, { confirmed: ['Must be a valid boolean.'] }],
      [
        'types on a single calendar',
        'earnings',
        { types: 'fda' },
        { types: ['Only the combined calendar (all) is filtered by type.'] },
      ],
    ])('%s', async (_what, type, params, errors) => {
      for (const token of [undefined, subscriber])
        expect(await page(type, params, token)).toMatchObject({ status: 400, body: errors });
    });

    it.each(['yesterday', '2026-11-23', '2026-11-23T09:30:00', '2026-02-30T00:00:00Z', '2026-11-23T25:00:00Z'])(
      'updated_since=%s: not an instant',
      async (value) => {
        for (const token of [undefined, subscriber])
          for (const type of ['earnings', 'all'])
            expect(await page(type, { updated_since: value, importance: '2' }, token)).toMatchObject({
              status: 400,
              body: {
                updated_since: [
                  'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
                ],
              },
            });
      },
    );

    it('refuses a bad token with DRF’s 401 instead of answering a preview', async () => {
      expect(await page('earnings', {}, 'f'.repeat(40))).toMatchObject({ status: 401, body: { detail: 'Invalid token.' } });
    });
  });

  describe('updated_since (issue 22 §1)', () => {
    const changedSince = (rows: CalendarRow[], since: string) => rows.every((row) => row.changed_at >= since);

    it('answers only the rows changed since, oldest change first, the moved row saying where it was', async () => {
      const rows = await everyRow('earnings', month, subscriber);
      // A whole minute, as the screens send it: that answer is cached, and dropped by the change. Rows
      // the stack's first sync saw this very minute would be in it: then the next minute is the one.
      const wholeMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
      if (rows.some((candidate) => Date.parse(candidate.changed_at) >= wholeMinute()))
        await new Promise((resolve) => setTimeout(resolve, wholeMinute() + 60_000 - Date.now() + 100));
      const minute = new Date(wholeMinute()).toISOString();
      const row = rows.find(
        (candidate) =>
          candidate.date_et < addDays(month.date_to, -3) &&
          candidate.change_kind === 'added' &&
          Date.parse(candidate.changed_at) < Date.parse(minute),
      )!;
      const params = { ...month, updated_since: minute };
      const before = await page('earnings', params, subscriber);
      expect(before.status).toBe(200);
      expect(before.body.results.map((result) => result.id)).not.toContain(row.id);

      const since = new Date().toISOString();
      await emulator('/__control/calendar/change', {
        type: 'earnings',
        id: row.id.slice('earnings-'.length),
        changes: { date: addDays(row.date_et, 1) },
      });
      const answer = await poll(
        'the moved row among the changed ones',
        async () => {
          const changed = await page('earnings', params, subscriber);
          return changed.body.results.some((result) => result.id === row.id) ? changed.body : undefined;
        },
        60_000,
      );
      expect(answer.results.find((result) => result.id === row.id)).toMatchObject({
        date_et: addDays(row.date_et, 1),
        previous_date: row.date_et,
        change_kind: 'date_moved',
        revision: row.revision + 1,
      });
      expect(changedSince(answer.results, minute)).toBe(true);
      const order = answer.results.map((result) => result.changed_at);
      expect(order).toEqual([...order].sort());
      expect(answer.count).toBe(answer.results.length);
      // Every field a row had before keeps its place; the new ones come after.
      expect(Object.keys(answer.results[0]).slice(-4)).toEqual(['previous_date', 'changed_at', 'change_kind', 'expected_move']);

      // An exact instant (a poller's), combined with other filters; the combined calendar too.
      const exact = await page('earnings', { ...month, updated_since: since, tickers: row.ticker! }, subscriber);
      expect(exact.body.results.map((result) => result.id)).toContain(row.id);
      expect(exact.body.results.every((result) => result.tickers.includes(row.ticker!))).toBe(true);
      expect(changedSince(exact.body.results, since)).toBe(true);
      const combined = await page('all', { ...month, updated_since: since, types: 'earnings,fda' }, subscriber);
      expect(combined.body.results.map((result) => result.id)).toContain(row.id);
      expect(combined.body.results.every((result) => ['earnings', 'fda'].includes(result.type))).toBe(true);
      // With an offset, and an unencoded `+` that arrived as a space: the same instant.
      const later = new Date(Date.parse(since) + 60 * 60_000).toISOString().replace('Z', '+01:00');
      const offset = await api<CalendarPage>(
        'GET',
        `/api/calendars/earnings/?date_from=${month.date_from}&date_to=${month.date_to}&updated_since=${later.replace('+', '%20')}`,
        { token: subscriber },
      );
      expect(offset.status).toBe(200);
      expect(offset.body.results.map((result) => result.id)).toContain(row.id);
    }, 150_000);
  });
});
