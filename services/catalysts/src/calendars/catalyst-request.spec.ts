import { create } from '@bufbuild/protobuf';
import { ListCatalystVersionsRequestSchema, QueryCatalystsRequestSchema } from '@mc/proto';
import { checkMessage } from '@mc/runtime';
import { catalystFilterOf, LIST_CATALYST_VERSIONS_RULES, QUERY_CATALYSTS_RULES } from './catalyst-request.js';

const request = (fields: Parameters<typeof create<typeof QueryCatalystsRequestSchema>>[1] = {}) =>
  create(QueryCatalystsRequestSchema, {
    dateFrom: '2026-11-23',
    dateTo: '2026-11-29',
    timeZone: 'America/New_York',
    limit: 100,
    ...fields,
  });
const refusals = (fields: Parameters<typeof request>[0]) =>
  checkMessage(QueryCatalystsRequestSchema, request(fields), QUERY_CATALYSTS_RULES);

describe('LIST_CATALYST_VERSIONS_RULES', () => {
  const versions = (query?: ReturnType<typeof request>) =>
    checkMessage(
      ListCatalystVersionsRequestSchema,
      create(ListCatalystVersionsRequestSchema, { query }),
      LIST_CATALYST_VERSIONS_RULES,
    );

  it('are the query’s rules, under `query`, which is required', () => {
    expect(versions(request())).toBeUndefined();
    expect(versions()).toEqual({ query: ['This field is required.'] });
    expect(versions(request({ dateFrom: 'soon', ids: Array.from({ length: 2001 }, (_, i) => `earnings-${i}`) }))).toEqual({
      query: { date_from: [expect.any(String)], ids: ['Ensure this field has no more than 2000 elements.'] },
    });
  });
});

describe('QUERY_CATALYSTS_RULES', () => {
  it('let a request in the contract’s words through', () => {
    expect(
      refusals({
        types: ['earnings', 'market'],
        importanceMin: 5,
        sectors: ['health_care'],
        sessions: ['after_close'],
        ordering: '-market_cap',
        limit: 1000,
      }),
    ).toBeUndefined();
    expect(refusals({ ordering: '' })).toBeUndefined();
  });

  it('refuse words, days and bounds outside the contract, keyed by its field names', () => {
    expect(
      refusals({
        types: ['earnings', 'bonds'],
        dateFrom: '26-11-23',
        dateTo: '',
        timeZone: 'X'.repeat(65),
        importanceMin: 9,
        sectors: ['crypto'],
        sessions: ['lunch'],
        ordering: 'revenue',
        limit: 0,
      }),
    ).toEqual({
      types: { '1': ['Enter a valid value.'] },
      date_from: ['Enter a valid value.'],
      date_to: ['This field may not be blank.'],
      time_zone: ['Ensure this field has no more than 64 characters.'],
      importance_min: ['Ensure this value is less than or equal to 5.'],
      sectors: { '0': ['Enter a valid value.'] },
      sessions: { '0': ['Enter a valid value.'] },
      ordering: ['Enter a valid value.'],
      limit: ['Ensure this value is greater than or equal to 1.'],
    });
    expect(refusals({ limit: 2001 })).toEqual({ limit: ['Ensure this value is less than or equal to 2000.'] });
  });
});

describe('catalystFilterOf', () => {
  it('turns a request into a filter, symbols and countries in upper case and each once', () => {
    expect(
      catalystFilterOf(
        request({
          types: ['earnings', 'fda'],
          tickers: [' aapl', 'AAPL', 'msft', ''],
          importanceMin: 3,
          sectors: ['health_care'],
          marketCapMin: 1e10,
          confirmed: false,
          sessions: ['after_close'],
          search: '  johnson ',
          ordering: '-market_cap',
          countries: ['usa', 'USA', 'emu'],
          offset: 200,
        }),
      ),
    ).toEqual({
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
      countries: ['USA', 'EMU'],
      watchlistTickers: [],
      watchlistMacro: false,
      watchlistMacroAlone: false,
      ids: [],
      removedSince: null,
      updatedSince: null,
      ordering: '-market_cap',
      offset: 200,
      limit: 100,
    });
  });

  it('orders by date and filters nothing by default: every catalyst type, market days only when named', () => {
    expect(catalystFilterOf(request())).toMatchObject({
      types: ['earnings', 'fda', 'ipo', 'dividend', 'splits', 'conference', 'conferencecall', 'economic'],
      ordering: 'date',
      importanceMin: null,
      dateStatus: null,
      search: null,
      sessions: [],
    });
    expect(catalystFilterOf(request({ types: ['market', 'earnings'] }))).toMatchObject({ types: ['market', 'earnings'] });
    expect(catalystFilterOf(request({ confirmed: true }))).toMatchObject({ dateStatus: 'confirmed' });
  });

  it("asks for the market days too when a watch list's macro rows are wanted and no type is named", () => {
    expect(catalystFilterOf(request({ watchlistTickers: ['aapl'], watchlistMacro: true }))).toMatchObject({
      types: ['earnings', 'fda', 'ipo', 'dividend', 'splits', 'conference', 'conferencecall', 'economic', 'market'],
      watchlistTickers: ['AAPL'],
    });
    expect(catalystFilterOf(request({ watchlistTickers: ['AAPL'] })).types).not.toContain('market');
    expect(catalystFilterOf(request({ watchlistMacroAlone: true })).types).toContain('market');
    // A calendar without a list asks for its macro rows by default: nothing changes without symbols.
    expect(catalystFilterOf(request({ watchlistMacro: true })).types).not.toContain('market');
  });
});
