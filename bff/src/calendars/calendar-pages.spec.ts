import { create } from '@bufbuild/protobuf';
import type { CalendarRow } from '@mc/api/calendars';
import { CatalystSchema } from '@mc/proto';
import type { RowsPage } from './calendar-page.js';
import type { CalendarQueryInput } from './calendar-query.schema.js';
import { CalendarPages } from './calendar-pages.js';
import { isFieldErrors, resolveCalendarRequest, type CalendarRequest } from './calendar-request.js';
import { calendarRowSets, MAX_ROW_SET } from './calendar-row-sets.js';
import type { CalendarsCache } from './calendars-cache.js';
import { fakeCatalystsService } from './testing/catalysts-service.js';

const row = (id: string, ...tickers: string[]) => create(CatalystSchema, { id, type: 'earnings', tickers });
/** A month of earnings in the service's order; the conference-style row names two symbols. */
const MONTH = [row('a', 'AAPL'), row('b', 'MSFT'), row('c', 'NVDA'), row('d', 'AMD', 'INTC'), row('e', 'MSFT'), row('f', 'ORCL')];

const requestOf = (input: CalendarQueryInput): CalendarRequest => {
  const month = { date_from: '2026-11-30', date_to: '2026-12-30', page_size: 50 };
  const request = resolveCalendarRequest('earnings', { ...month, ...input }, new Date());
  if (isFieldErrors(request)) throw new Error(JSON.stringify(request));
  return request;
};

function pagesOf(rows = MONTH) {
  const { source, queries } = fakeCatalystsService(rows);
  const sets = calendarRowSets();
  const cache = {
    rowSet: (key: string, type: string, load: never) => sets.fetch(key, type, load),
    keptRowSet: (key: string) => sets.get(key),
  } as unknown as CalendarsCache;
  return { pages: new CalendarPages(source, cache), queries, sets };
}

const rowsOf = (page: RowsPage) => page.rows.map((row) => JSON.parse(row) as CalendarRow);
const ids = (page: RowsPage) => rowsOf(page).map((row) => row.id);

describe('CalendarPages', () => {
  it('answers every ticker set of one month from a single query of the month without tickers', async () => {
    const { pages, queries } = pagesOf();
    const first = await pages.page(requestOf({ tickers: ['MSFT', 'NVDA'] }), 'full');
    const second = await pages.page(requestOf({ tickers: ['INTC', 'AAPL'] }), 'full');
    expect([first.count, ids(first)]).toEqual([3, ['b', 'c', 'e']]);
    // A row of several symbols matches any of them, as the service's `tickers && list` does.
    expect([second.count, ids(second)]).toEqual([2, ['a', 'd']]);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ tickers: [], offset: 0, limit: MAX_ROW_SET, importanceMin: undefined });
  });

  it('counts every match and pages them in the month order', async () => {
    const { pages } = pagesOf();
    const second = await pages.page(requestOf({ tickers: ['MSFT', 'NVDA', 'ORCL'], page: 2, page_size: 2 }), 'full');
    expect([second.count, ids(second)]).toEqual([4, ['e', 'f']]);
    const past = await pages.page(requestOf({ tickers: ['MSFT'], page: 2 }), 'full');
    expect([past.count, ids(past)]).toEqual([2, []]);
  });

  it('keeps one set per filter besides the tickers, and asks again once the calendar changed', async () => {
    const { pages, queries, sets } = pagesOf();
    await pages.page(requestOf({ tickers: ['MSFT'] }), 'full');
    await pages.page(requestOf({ tickers: ['MSFT'], importance: 3 }), 'full');
    await pages.page(requestOf({ tickers: ['AAPL'], importance: 3 }), 'full');
    expect(queries.map((query) => query.importanceMin)).toEqual([undefined, 3]);
    sets.invalidate('earnings');
    await pages.page(requestOf({ tickers: ['AAPL'] }), 'full');
    expect(queries).toHaveLength(3);
  });

  it('gives the same page from a kept set without waiting, and nothing while the set is not kept', async () => {
    const { pages, queries, sets } = pagesOf();
    const request = requestOf({ tickers: ['MSFT', 'NVDA'], page: 2, page_size: 2 });
    expect(pages.keptPage(request, 'full')).toBeUndefined();
    const page = await pages.page(request, 'full');
    expect(ids(page)).toEqual(['e']);
    expect(pages.keptPage(request, 'full')).toEqual(page);
    expect(ids(pages.keptPage(requestOf({ tickers: ['AAPL'] }), 'full')!)).toEqual(['a']);
    // Another reader's set, a request that is not a ticker filter, and a set dropped by a change: not kept.
    expect(pages.keptPage(requestOf({ tickers: ['MSFT'] }), 'preview')).toBeUndefined();
    expect(pages.keptPage(requestOf({}), 'full')).toBeUndefined();
    sets.invalidate('earnings');
    expect(pages.keptPage(request, 'full')).toBeUndefined();
    expect(queries).toHaveLength(1);
  });

  it('asks the service with the tickers when the month has more rows than a set keeps', async () => {
    const wide = Array.from({ length: MAX_ROW_SET + 1 }, (_, index) => row(`r${index}`, index % 2 ? 'MSFT' : 'AAPL'));
    const { pages, queries } = pagesOf(wide);
    const page = await pages.page(requestOf({ tickers: ['MSFT'] }), 'full');
    expect(page.count).toBe(MAX_ROW_SET / 2);
    await pages.page(requestOf({ tickers: ['AAPL'] }), 'full');
    // The set was asked once; it is remembered as too large, and each filter is the service's query.
    expect(queries.map((query) => query.tickers)).toEqual([[], ['MSFT'], ['AAPL']]);
  });

  it('leaves a request without tickers, with a watch list or with updated_since to the service', async () => {
    const { pages, queries } = pagesOf();
    await pages.page(requestOf({}), 'full');
    const list = requestOf({ tickers: ['MSFT'] });
    list.watchlistTickers = ['MSFT', 'AAPL'];
    await pages.page(list, 'full');
    await pages.page(requestOf({ tickers: ['MSFT'], updated_since: new Date('2026-11-27T12:00:00Z') }), 'full');
    expect(queries.map((query) => [query.tickers, query.limit])).toEqual([
      [[], 50],
      [['MSFT'], 50],
      [['MSFT'], 50],
    ]);
  });

  it('keeps a preview reader’s set apart from a subscriber’s: their rows read differently', async () => {
    const fda = create(CatalystSchema, {
      id: 'fda-1',
      type: 'fda',
      tickers: ['MRK'],
      company: 'Merck & Co., Inc.',
      title: 'PDUFA date: Keytruda (NSCLC)',
      details: { case: 'fda', value: { eventType: 'PDUFA Date' } },
    });
    const { pages, queries } = pagesOf([fda]);
    const preview = await pages.page(requestOf({ tickers: ['MRK'] }), 'preview');
    const full = await pages.page(requestOf({ tickers: ['MRK'] }), 'full');
    expect(queries.map((query) => query.searchFdaByCompanyOnly)).toEqual([true, false]);
    expect([rowsOf(preview)[0].title, rowsOf(preview)[0].details_locked]).toEqual(['PDUFA Date: Merck & Co., Inc.', true]);
    expect([rowsOf(full)[0].title, rowsOf(full)[0].details_locked]).toEqual(['PDUFA date: Keytruda (NSCLC)', false]);
  });
});
