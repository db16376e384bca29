import { describe, expect, it } from '@jest/globals';
import { filterParams, NO_FILTERS, narrowsRows, readFilters, withoutNarrowing } from './calendar-filters.js';

describe('calendar filters in the address', () => {
  it('reads every filter the screens write', () => {
    const filters = readFilters(
      new URLSearchParams(
        'date_from=2026-07-06&date_to=2026-07-12&search=nv&importance=3&sector=information_technology,health_care' +
          '&market_cap_min=10000000000&market_cap_max=199999999999&confirmed=true&session=before_open&ordering=-market_cap&types=fda,earnings' +
          '&country=EMU,USA&include_called_off=true&updated_since=2026-07-06T04:00:00.000Z',
      ),
    );
    expect(filters).toEqual({
      dateFrom: '2026-07-06',
      dateTo: '2026-07-12',
      search: 'nv',
      importance: 3,
      sectors: ['information_technology', 'health_care'],
      marketCapMin: 10_000_000_000,
      marketCapMax: 199_999_999_999,
      confirmed: true,
      sessions: ['before_open'],
      ordering: '-market_cap',
      types: ['fda', 'earnings'],
      countries: ['EMU', 'USA'],
      includeCalledOff: true,
      updatedSince: '2026-07-06T04:00:00.000Z',
    });
  });

  it('writes the economic country and the IPO deals filters in the API’s names', () => {
    const params = filterParams({ ...NO_FILTERS, countries: ['GBR'], includeCalledOff: true }, 'economic');
    expect(Object.fromEntries(params)).toEqual({ country: 'GBR', include_called_off: 'true' });
    expect(narrowsRows({ ...NO_FILTERS, countries: ['GBR'] })).toBe(true);
    // Showing more deals narrows nothing.
    expect(narrowsRows({ ...NO_FILTERS, includeCalledOff: true })).toBe(false);
  });

  it('leaves out what a hand-edited link gets wrong instead of sending it on', () => {
    const filters = readFilters(
      new URLSearchParams(
        'date_from=2026-02-30&importance=9&sector=crypto,energy&confirmed=maybe&session=lunch&ordering=random&market_cap_min=-5' +
          '&country=Narnia&include_called_off=perhaps&updated_since=yesterday',
      ),
    );
    expect(filters).toEqual({ ...NO_FILTERS, sectors: ['energy'] });
  });

  it('writes back only what differs from the defaults, in the API’s names', () => {
    expect(filterParams(NO_FILTERS, 'earnings').toString()).toBe('');
    const params = filterParams({ ...NO_FILTERS, search: 'AAPL', confirmed: false, ordering: 'importance' }, 'earnings');
    expect(Object.fromEntries(params)).toEqual({ search: 'AAPL', confirmed: 'false', ordering: 'importance' });
  });

  it('round-trips through the address', () => {
    const address =
      'date_from=2026-07-06&date_to=2026-07-12&search=coca&importance=2&sector=consumer_staples&session=after_close%2Cunknown&types=dividend';
    expect(filterParams(readFilters(new URLSearchParams(address)), 'all').toString()).toBe(address);
  });

  it('filters by type on the combined calendar only', () => {
    const filters = { ...NO_FILTERS, types: ['fda' as const] };
    expect(filterParams(filters, 'all').get('types')).toBe('fda');
    expect(filterParams(filters, 'earnings').has('types')).toBe(false);
  });

  it('tells narrowing filters from the range and the order, and clears only them', () => {
    const dated = { ...NO_FILTERS, dateFrom: '2026-07-06', dateTo: '2026-07-12', ordering: 'ticker' as const };
    expect(narrowsRows(dated)).toBe(false);
    const narrowed = { ...dated, importance: 4, search: 'ko' };
    expect(narrowsRows(narrowed)).toBe(true);
    expect(withoutNarrowing(narrowed)).toEqual(dated);
  });
});
