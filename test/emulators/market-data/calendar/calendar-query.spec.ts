import { CalendarBook } from './calendar-book.js';
import { CALENDAR_ENDPOINTS, type CalendarEndpoint } from './calendar-endpoints.js';
import { InvalidParameter, parseCalendarQuery, selectRows, type CalendarQuery } from './calendar-query.js';
import { dayFromIso } from './civil-date.js';
import type { CalendarType, DividendRow, EarningsRow, FdaRow } from './calendar-types.js';
import { fuzzyDateSpan } from './fuzzy-dates.js';
import { easternInstant } from './zoned-time.js';

const NOW = easternInstant(dayFromIso('2026-11-16')!, '10:00:00');
const book = new CalendarBook(42);

function query(type: CalendarType, params: Record<string, string>): CalendarQuery {
  return parseCalendarQuery(CALENDAR_ENDPOINTS[type] as CalendarEndpoint, new URLSearchParams(params));
}

function select<Row>(type: CalendarType, params: Record<string, string>): Row[] {
  const endpoint = CALENDAR_ENDPOINTS[type] as CalendarEndpoint;
  return selectRows(endpoint, book.rowsAt(type, NOW), query(type, params)) as Row[];
}

describe('calendar query', () => {
  it('defaults to the first page of 100, by date', () => {
    expect(query('earnings', {})).toMatchObject({ page: 0, pageSize: 100, dateField: 'date', descending: false });
    expect(select('earnings', {})).toHaveLength(100);
  });

  it.each([
    ['earnings', { page: '-1' }, 'page'],
    ['earnings', { page: 'two' }, 'page'],
    ['earnings', { pagesize: '1001' }, 'pagesize'],
    ['earnings', { pagesize: '0' }, 'pagesize'],
    ['events', { pageSize: '5000' }, 'pageSize'],
    ['earnings', { 'parameters[date]': '2026-11-31' }, 'parameters[date]'],
    ['earnings', { 'parameters[date_from]': 'yesterday' }, 'parameters[date_from]'],
    ['earnings', { 'parameters[date_from]': '2026-11-20', 'parameters[date_to]': '2026-11-19' }, 'parameters[date_to]'],
    ['earnings', { 'parameters[date]': '2026-11-19', 'parameters[date_to]': '2026-11-20' }, 'parameters[date]'],
    ['earnings', { 'parameters[importance]': '6' }, 'parameters[importance]'],
    ['earnings', { 'parameters[updated]': '-5' }, 'parameters[updated]'],
    ['earnings', { 'parameters[tickers]': Array.from({ length: 51 }, (_, i) => `T${i}`).join(',') }, 'parameters[tickers]'],
    ['earnings', { 'parameters[tickers]': 'AAPL,<script>' }, 'parameters[tickers]'],
    ['earnings', { 'parameters[date_sort]': 'ex' }, 'parameters[date_sort]'],
    ['fda', { 'parameters[securities]': ',,' }, 'parameters[securities]'],
    ['fda', { 'parameters[date_search_field]': 'ex' }, 'parameters[date_search_field]'],
    ['fda', { 'parameters[date_search_strict]': 'maybe' }, 'parameters[date_search_strict]'],
    ['splits', { 'parameters[date_search_field]': 'target' }, 'parameters[date_search_field]'],
    ['dividends', { 'parameters[date_sort]': 'ex:sideways' }, 'parameters[date_sort]'],
    ['economics', { country: 'US' }, 'country'],
  ] as const)('refuses on %s: %j, naming %s', (type, params, param) => {
    expect(() => query(type, params as Record<string, string>)).toThrow(InvalidParameter);
    try {
      query(type, params as Record<string, string>);
    } catch (error) {
      expect((error as InvalidParameter).param).toBe(param);
    }
  });

  it('filters by one day or a range of days', () => {
    const day = select<EarningsRow>('earnings', { 'parameters[date]': '2026-11-19', pagesize: '1000' });
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((row) => row.date === '2026-11-19')).toBe(true);
    const week = select<EarningsRow>('earnings', {
      'parameters[date_from]': '2026-11-16',
      'parameters[date_to]': '2026-11-20',
      pagesize: '1000',
    });
    expect(week.every((row) => row.date >= '2026-11-16' && row.date <= '2026-11-20')).toBe(true);
    expect(week.map((row) => row.date)).toEqual([...week.map((row) => row.date)].sort());
  });

  it('filters by tickers, case-insensitively, and by importance at least', () => {
    const rows = select<EarningsRow>('earnings', { 'parameters[tickers]': 'aapl, msft', pagesize: '1000' });
    expect(new Set(rows.map((row) => row.ticker))).toEqual(new Set(['AAPL', 'MSFT']));
    const important = select<EarningsRow>('earnings', { 'parameters[importance]': '4', pagesize: '1000' });
    expect(important.every((row) => row.importance >= 4)).toBe(true);
    expect(important.length).toBeGreaterThan(100);
  });

  it('keeps rows updated at or after a moment, sorted by updated', () => {
    const since = Math.floor(NOW / 1000) - 7 * 86_400;
    const rows = select<EarningsRow>('earnings', { 'parameters[updated]': String(since), pagesize: '1000' });
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row) => row.updated >= since)).toBe(true);
    expect(rows.map((row) => row.updated)).toEqual([...rows.map((row) => row.updated)].sort((a, b) => a - b));
  });

  it('pages without overlap or gaps', () => {
    const params = { 'parameters[date_from]': '2026-10-01', 'parameters[date_to]': '2026-10-31' };
    const all = select<EarningsRow>('earnings', { ...params, pagesize: '1000' });
    const pages = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((page) =>
      select<EarningsRow>('earnings', { ...params, pagesize: '100', page: String(page) }),
    );
    expect(pages.map((row) => row.id)).toEqual(all.map((row) => row.id).slice(0, pages.length));
    expect(select('earnings', { ...params, page: '99' })).toEqual([]);
  });

  it('searches FDA events by target date, fuzzy targets only when wholly inside unless strict is off', () => {
    const params = {
      'parameters[date_search_field]': 'target',
      'parameters[date_from]': '2027-01-01',
      'parameters[date_to]': '2027-03-31',
      pagesize: '1000',
    };
    const strict = select<FdaRow>('fda', params);
    for (const row of strict) {
      const span = fuzzyDateSpan(row.target_date)!;
      expect(span.first).toBeGreaterThanOrEqual(dayFromIso('2027-01-01')!);
      expect(span.last).toBeLessThanOrEqual(dayFromIso('2027-03-31')!);
    }
    const loose = select<FdaRow>('fda', { ...params, 'parameters[date_search_strict]': 'false' });
    expect(loose.length).toBeGreaterThan(strict.length);
    expect(loose.some((row) => /H1|EARLY/.test(row.target_date))).toBe(true);
  });

  it('filters FDA events by company security and sorts dividends by ex-date, newest first', () => {
    const lilly = select<FdaRow>('fda', { 'parameters[securities]': 'LLY', pagesize: '1000' });
    expect(lilly.length).toBeGreaterThan(0);
    expect(lilly.every((row) => row.companies[0].securities[0].symbol === 'LLY')).toBe(true);
    const dividends = select<DividendRow>('dividends', { 'parameters[date_sort]': 'ex', 'parameters[tickers]': 'KO' });
    expect(dividends.map((row) => row.ex_dividend_date)).toEqual(
      [...dividends.map((row) => row.ex_dividend_date)].sort().reverse(),
    );
    const ascending = select<DividendRow>('dividends', { 'parameters[date_sort]': 'ex:asc', 'parameters[tickers]': 'KO' });
    expect(ascending.map((row) => row.ex_dividend_date)).toEqual([...dividends.map((row) => row.ex_dividend_date)].sort());
  });

  it('filters economic releases by country, category and name prefix', () => {
    const uk = select<{ country: string }>('economics', { country: 'gbr', pagesize: '1000' });
    expect(uk.length).toBeGreaterThan(0);
    expect(uk.every((row) => row.country === 'GBR')).toBe(true);
    const inflation = select<{ event_category: string }>('economics', {
      event_category: 'inflation,central bank',
      pagesize: '1000',
    });
    expect(new Set(inflation.map((row) => row.event_category))).toEqual(new Set(['Inflation', 'Central Bank']));
    const cpi = select<{ event_name: string }>('economics', { event_name: 'CPI', pagesize: '1000' });
    expect(cpi.every((row) => row.event_name.startsWith('CPI'))).toBe(true);
  });
});
