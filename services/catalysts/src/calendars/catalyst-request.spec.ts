import { create } from '@bufbuild/protobuf';
import { QueryCatalystsRequestSchema } from '@mc/proto';
import { checkCatalystRequest } from './catalyst-request.js';

const ZONES = new Set(['America/New_York', 'Europe/London']);
const check = (fields: Parameters<typeof create<typeof QueryCatalystsRequestSchema>>[1]) =>
  checkCatalystRequest(
    create(QueryCatalystsRequestSchema, {
      dateFrom: '2026-11-23',
      dateTo: '2026-11-29',
      timeZone: 'America/New_York',
      limit: 100,
      ...fields,
    }),
    (zone) => ZONES.has(zone),
  );

describe('checkCatalystRequest', () => {
  it('turns a request into a filter, symbols in upper case and each once', () => {
    expect(
      check({
        types: ['earnings', 'fda'],
        tickers: [' aapl', 'AAPL', 'msft'],
        importanceMin: 3,
        sectors: ['health_care'],
        marketCapMin: 1e10,
        confirmed: false,
        sessions: ['after_close'],
        search: '  johnson ',
        ordering: '-market_cap',
        offset: 200,
      }),
    ).toEqual({
      filter: {
        types: ['earnings', 'fda'],
        dateFrom: '2026-11-23',
        dateTo: '2026-11-29',
        timeZone: 'America/New_York',
        tickers: ['AAPL', 'MSFT'],
        importanceMin: 3,
        sectors: ['health_care'],
        marketCapMin: 1e10,
        marketCapMax: null,
        dateStatus: 'estimated',
        sessions: ['after_close'],
        search: 'johnson',
        searchFdaByCompanyOnly: false,
        includeCalledOff: false,
        countries: [],
        ordering: '-market_cap',
        offset: 200,
        limit: 100,
      },
    });
  });

  it('orders by date and filters nothing by default: every catalyst type, market days only when named', () => {
    expect(check({})).toMatchObject({
      filter: {
        types: ['earnings', 'fda', 'ipo', 'dividend', 'splits', 'conference', 'conferencecall', 'economic'],
        ordering: 'date',
        importanceMin: null,
        dateStatus: null,
        search: null,
        sessions: [],
      },
    });
    expect(check({ types: ['market', 'earnings'] })).toMatchObject({ filter: { types: ['market', 'earnings'] } });
  });

  it('refuses, in the API’s field names, what the bff should have refused', () => {
    expect(
      check({
        types: ['bonds'],
        dateFrom: '2026-13-01',
        timeZone: 'Mars/Olympus_Mons',
        importanceMin: 9,
        sectors: ['crypto'],
        sessions: ['lunch'],
        ordering: 'revenue',
        limit: 0,
      }),
    ).toEqual({
      errors: {
        types: ['"bonds" is not a valid choice.'],
        date_from: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
        tz: ['Unknown time zone "Mars/Olympus_Mons".'],
        importance: ['Ensure this value is between 0 and 5.'],
        sector: ['"crypto" is not a valid choice.'],
        session: ['"lunch" is not a valid choice.'],
        ordering: ['"revenue" is not a valid choice.'],
        page_size: ['Ensure this value is between 1 and 1000.'],
      },
    });
  });

  it('refuses a range that is backwards or longer than 366 days', () => {
    expect(check({ dateFrom: '2026-11-29', dateTo: '2026-11-23' })).toEqual({
      errors: { date_to: ['Ensure date_to is on or after date_from.'] },
    });
    expect(check({ dateFrom: '2026-01-01', dateTo: '2027-01-02' })).toEqual({
      errors: { date_to: ['Ensure the range is at most 366 days.'] },
    });
  });
});
