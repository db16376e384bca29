import type { CompanyDetail, CompanySearchAnswer } from '@mc/api';
import type { CalendarPage, CalendarRow } from '@mc/api/calendars';
import { until } from '@mc/runtime/testing';
import { api, signedInAccount } from '../support/api.js';
import { subscriberToken } from '../support/subscriber.js';

type Company = CompanyDetail<CalendarRow>;
const NOT_FOUND = { detail: 'Not found.' };
const DAY_MS = 86_400_000;

const company = (ticker: string, token?: string) => api<Company>('GET', `/api/companies/${ticker}/`, { token });

/** issue 18 §8: `GET /api/companies/{ticker}/` against the running product. */
describe('GET /api/companies/{ticker}/', () => {
  let subscriber: string;

  beforeAll(async () => {
    // The catalysts service loads company profiles and backfills the calendars at start-up.
    await until(
      'AAPL to have a profile and upcoming catalysts',
      async () => {
        const { status, body } = await company('AAPL');
        return status === 200 && body.upcoming.length > 0;
      },
      90_000,
    );
    subscriber = await subscriberToken(async (token) => (await company('AAPL', token)).body.access === 'full');
  }, 150_000);

  it('gives a visitor the profile, the delayed quote and the next catalyst of each type, date and type only', async () => {
    const { status, body } = await company('AAPL');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ticker: 'AAPL', name: expect.stringMatching(/^Apple/), access: 'preview', recent: [] });
    expect(body.market_cap).toBeGreaterThan(0);
    expect(body.quote).toMatchObject({ last: expect.any(Number), change_percent: expect.any(Number) });
    const types = body.upcoming.map((next) => next.type);
    expect(new Set(types).size).toBe(types.length);
    for (const next of body.upcoming) expect(Object.keys(next).sort()).toEqual(['date', 'date_status', 'type']);
    const dates = body.upcoming.map((next) => next.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('gives a subscriber every upcoming and recent catalyst as calendar rows', async () => {
    const { status, body } = await company('AAPL', subscriber);
    expect(status).toBe(200);
    expect(body.access).toBe('full');
    const visitor = (await company('AAPL')).body;
    expect(body.upcoming.length).toBeGreaterThanOrEqual(visitor.upcoming.length);
    for (const row of [...body.upcoming, ...body.recent])
      expect(row).toMatchObject({ tickers: expect.arrayContaining(['AAPL']), title: expect.any(String), details_locked: false });
    // The visitor's next of each type is the subscriber's first upcoming row of that type.
    for (const next of visitor.upcoming)
      expect(body.upcoming.find((row) => row.type === next.type)).toMatchObject({
        date: next.date,
        date_status: next.date_status,
      });
    const recentDates = body.recent.map((row) => row.date);
    expect(recentDates).toEqual([...recentDates].sort().reverse());
  });

  it('never shows a visitor what an FDA event is about', async () => {
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const halfYear = new Date(Date.now() + 180 * DAY_MS).toISOString().slice(0, 10);
    const fda = await api<CalendarPage>('GET', `/api/calendars/fda/?date_from=${tomorrow}&date_to=${halfYear}`, {
      token: subscriber,
    });
    // The first upcoming FDA event of a company with a profile (not every FDA sponsor has one).
    let body: Company | undefined;
    for (const row of fda.body.results.filter((result) => result.ticker)) {
      const answer = await company(row.ticker!);
      if (answer.status === 200) {
        body = answer.body;
        break;
      }
    }
    if (!body) throw new Error('no upcoming FDA event in the next six months is of a company with a profile');
    expect(body.upcoming).toContainEqual(expect.objectContaining({ type: 'fda' }));
    expect(JSON.stringify(body)).not.toContain('details');
    expect(body.upcoming.every((next) => Object.keys(next).length === 3)).toBe(true);
  });

  it('answers 404 in DRF’s words for an unknown ticker and for a path that is no ticker', async () => {
    for (const path of ['ZZZZZ', 'not%20a%20ticker', 'aapl']) {
      const { status, body } = await company(path);
      expect([path, status, body]).toEqual([path, 404, NOT_FOUND]);
    }
  });
});

const suggestions = (query: string, token?: string) => api<CompanySearchAnswer>('GET', `/api/companies/?${query}`, { token });

/** issue 20 §5: `GET /api/companies/?search=…`, the header search's suggestions, against the running product. */
describe('GET /api/companies/?search=', () => {
  beforeAll(async () => {
    await until('AAPL to have a profile', async () => (await company('AAPL')).status === 200, 90_000);
  }, 120_000);

  it('suggests the ticker itself first, then tickers that start with it, for anyone, in any case', async () => {
    const { status, body, headers } = await suggestions('search=%20aapl%20');
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({ ticker: 'AAPL', name: expect.stringMatching(/^Apple/) });
    for (const result of body.results) expect(Object.keys(result).sort()).toEqual(['name', 'ticker']);
    expect(headers.get('cache-control')).toBe('no-cache');

    const byPrefix = await suggestions('search=A');
    expect(byPrefix.body.results.length).toBeGreaterThan(1);
    expect(byPrefix.body.results.length).toBeLessThanOrEqual(8);
    // Tickers starting with A come before names whose word starts with A.
    const isTicker = byPrefix.body.results.map((result) => result.ticker.startsWith('A'));
    expect(isTicker).toEqual([...isTicker].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds a company by a word of its name, and answers a signed-in reader with no-store', async () => {
    const { token } = await signedInAccount();
    const { status, body, headers } = await suggestions('search=apple', token);
    expect(status).toBe(200);
    expect(body.results.map((result) => result.ticker)).toContain('AAPL');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await suggestions('search=zzzzzzqx')).body).toEqual({ results: [] });
  });

  it('refuses what no ticker or company name is written with (%, _, a broken encoding’s U+FFFD)', async () => {
    for (const query of ['search=%25', 'search=_', 'search=app%EF%BF%BD']) {
      const { status, body } = await suggestions(query);
      expect([query, status, body]).toEqual([
        query,
        400,
        { search: ["Enter letters, digits or the . , & ' - / of a ticker or a company name."] },
      ]);
    }
  });

  it('refuses a missing, blank or too long search with DRF’s field errors', async () => {
    expect((await suggestions('')).body).toEqual({ search: ['This field is required.'] });
    const blank = await suggestions('search=%20%20');
    expect([blank.status, blank.body]).toEqual([400, { search: ['This field may not be blank.'] }]);
    const long = await suggestions(`search=${'A'.repeat(33)}`);
    expect([long.status, long.body]).toEqual([400, { search: ['Ensure this field has no more than 32 characters.'] }]);
  });
});
