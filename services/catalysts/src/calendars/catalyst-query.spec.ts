import type { CatalystFilter } from './catalyst-filter.js';
import { countQuery, pageQuery, versionsQuery, whereOf } from './catalyst-query.js';

const filter = (changes: Partial<CatalystFilter> = {}): CatalystFilter => ({
  types: [],
  dateFrom: '2026-11-23',
  dateTo: '2026-11-29',
  timeZone: 'Europe/London',
  tickers: [],
  importanceMin: null,
  sectors: [],
  marketCapMin: null,
  marketCapMax: null,
  dateStatus: null,
  sessions: [],
  search: null,
  searchFdaByCompanyOnly: false,
  includeCalledOff: false,
  countries: [],
  watchlistTickers: [],
  watchlistMacro: false,
  watchlistMacroAlone: false,
  ids: [],
  removedSince: null,
  updatedSince: null,
  ordering: 'date',
  offset: 0,
  limit: 100,
  ...changes,
});

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('pageQuery', () => {
  it('places timed catalysts on their day in the reader’s zone, untimed ones on their own day', () => {
    const query = pageQuery(filter());
    expect(oneLine(query.text)).toContain(
      'CASE WHEN c.starts_at IS NULL THEN c.date ELSE (c.starts_at AT TIME ZONE $4)::date END BETWEEN $5::date AND $6::date',
    );
    expect(oneLine(query.text)).toContain('c.removed_at IS NULL AND c.date BETWEEN $2::date - 1 AND $3::date + 1');
    expect(query.values).toEqual([
      'Europe/London',
      '2026-11-23',
      '2026-11-29',
      'Europe/London',
      '2026-11-23',
      '2026-11-29',
      0,
      100,
    ]);
  });

  it('adds a condition for every filter given, values bound, never spliced', () => {
    const query = pageQuery(
      filter({
        types: ['earnings'],
        tickers: ['AAPL'],
        importanceMin: 3,
        sectors: ['information_technology'],
        marketCapMin: 1e9,
        marketCapMax: 1e12,
        dateStatus: 'confirmed',
        sessions: ['before_open'],
        search: "O'Reilly 100%_",
      }),
    );
    const sql = oneLine(query.text);
    for (const condition of [
      'c.type = ANY($',
      'c.tickers && $',
      'c.importance >= $',
      'c.sector = ANY($',
      'c.market_cap >= $',
      'c.market_cap <= $',
      'c.date_status = $',
      'c.session = ANY($',
      'c.search_text LIKE $',
    ])
      expect(sql).toContain(condition);
    expect(sql).not.toContain('Reilly');
    expect(query.values).toContain("% o'reilly 100\\%\\_%");
    expect(query.values).toEqual(
      expect.arrayContaining([['earnings'], ['AAPL'], 3, ['information_technology'], 1e9, 1e12, 'confirmed', ['before_open']]),
    );
  });

  it.each([
    ['date', 'ORDER BY local_date, c.session, c.starts_at NULLS LAST, c.ticker NULLS LAST, c.id'],
    ['-date', 'ORDER BY local_date DESC, c.session DESC, c.starts_at DESC NULLS LAST, c.ticker NULLS LAST, c.id'],
    ['importance', 'ORDER BY c.importance DESC NULLS LAST, local_date,'],
    ['market_cap', 'ORDER BY c.market_cap ASC NULLS LAST, local_date,'],
    ['-market_cap', 'ORDER BY c.market_cap DESC NULLS LAST, local_date,'],
    ['ticker', 'ORDER BY c.ticker NULLS LAST, local_date,'],
  ] as const)('orders by %s', (ordering, expected) => {
    expect(oneLine(pageQuery(filter({ ordering })).text)).toContain(expected);
  });

  it('leaves postponed and withdrawn IPOs out unless asked for', () => {
    const calledOff = "NOT (c.type = 'ipo' AND coalesce(c.details->>'deal_status', '') ~* '^(postponed|withdrawn)')";
    expect(oneLine(whereOf(filter()).text)).toContain(calledOff);
    expect(oneLine(whereOf(filter({ includeCalledOff: true })).text)).not.toContain(calledOff);
  });

  it('narrows economic releases to the countries asked, and leaves other calendars alone', () => {
    const query = whereOf(filter({ countries: ['USA', 'EMU'] }));
    expect(oneLine(query.text)).toContain("(c.type <> 'economic' OR c.details->>'country' = ANY($");
    expect(query.values).toContainEqual(['USA', 'EMU']);
    expect(oneLine(whereOf(filter()).text)).not.toContain("c.details->>'country'");
  });

  it('lets a preview reader find FDA rows only by what the preview shows', () => {
    const preview = oneLine(whereOf(filter({ search: 'vyvgart', searchFdaByCompanyOnly: true })).text);
    expect(preview).toContain("(c.type <> 'fda' OR ' ' || regexp_replace( lower(array_to_string(c.tickers, ' ')");
    expect(preview).not.toMatch(/c\.title/);
    const full = oneLine(whereOf(filter({ search: 'vyvgart' })).text);
    expect(full).not.toContain("c.type <> 'fda'");
  });

  it("takes a watch list's symbols, and with its macro rows the important economic releases and the market days", () => {
    const macro = whereOf(filter({ watchlistTickers: ['AAPL', 'MSFT'], watchlistMacro: true }));
    expect(oneLine(macro.text)).toContain(
      "((c.ticker IN (SELECT unnest($6::text[])) OR (cardinality(c.tickers) > 1 AND c.tickers && $7::text[])) OR ((c.type = 'economic' AND c.importance >= $8) OR c.type = 'market'))",
    );
    expect(macro.values).toContainEqual(['AAPL', 'MSFT']);
    expect(macro.values).toContain(3);
    const alone = oneLine(whereOf(filter({ watchlistTickers: ['AAPL'] })).text);
    expect(alone).toContain(
      '(c.ticker IN (SELECT unnest($6::text[])) OR (cardinality(c.tickers) > 1 AND c.tickers && $7::text[]))',
    );
    expect(alone).not.toContain("c.type = 'market'");
    // The macro rows alone: what every feed shares, kept once by the bff.
    const macroOnly = oneLine(whereOf(filter({ watchlistMacroAlone: true })).text);
    expect(macroOnly).toContain("((c.type = 'economic' AND c.importance >= $6) OR c.type = 'market')");
    expect(macroOnly).not.toContain('c.ticker');
  });

  it('takes only the catalysts named by id, when ids are given', () => {
    const query = whereOf(filter({ ids: ['earnings-1', 'fda-2'] }));
    expect(oneLine(query.text)).toContain('c.id = ANY($6::text[])');
    expect(query.values).toContainEqual(['earnings-1', 'fda-2']);
    expect(oneLine(whereOf(filter()).text)).not.toContain('c.id = ANY');
  });

  it('lists the versions of the same page: ids and last changes, same conditions, same order', () => {
    const asked = filter({ watchlistTickers: ['AAPL'], offset: 2000, limit: 2000 });
    const versions = oneLine(versionsQuery(asked).text);
    const page = oneLine(pageQuery(asked).text);
    expect(versions).toMatch(/^SELECT c\.id, c\.updated_at, .* count\(\*\) OVER \(\)::int AS total FROM catalysts AS c WHERE /);
    expect(versions.slice(versions.indexOf('WHERE'))).toBe(page.slice(page.indexOf('WHERE')));
    expect(versionsQuery(asked).values).toEqual(pageQuery(asked).values);
  });

  it('orders by the company’s expected move, rows without one last, in both directions', () => {
    for (const [ordering, direction] of [
      ['expected_move', 'ASC'],
      ['-expected_move', 'DESC'],
    ] as const) {
      const page = oneLine(pageQuery(filter({ ordering })).text);
      const versions = oneLine(versionsQuery(filter({ ordering })).text);
      for (const query of [page, versions]) {
        expect(query).toContain(
          "FROM catalysts AS c LEFT JOIN expected_moves AS m ON m.ticker = c.ticker AND m.kind = c.type AND c.type IN ('earnings', 'fda') WHERE",
        );
        expect(query).toContain(`ORDER BY m.percent ${direction} NULLS LAST, local_date, c.session`);
      }
    }
    // The page always answers the move; the versions join it only to order by it.
    expect(oneLine(pageQuery(filter()).text)).toContain('m.percent AS expected_move_percent, m.samples AS expected_move_samples');
    expect(oneLine(versionsQuery(filter()).text)).not.toContain('expected_moves');
  });

  it('keeps removed catalysts out unless asked for those removed since a moment', () => {
    const since = new Date('2026-10-30T00:00:00Z');
    const query = whereOf(filter({ removedSince: since }));
    expect(oneLine(query.text)).toMatch(/^\(c\.removed_at IS NULL OR c\.removed_at >= \$1\)/);
    expect(query.values[0]).toBe(since);
  });

  it('counts every match on each row of the page', () => {
    expect(oneLine(pageQuery(filter()).text)).toContain(
      'count(*) OVER ()::int AS total FROM catalysts AS c LEFT JOIN expected_moves',
    );
  });

  it('counts with the same conditions', () => {
    const count = countQuery(filter({ importanceMin: 4, includeCalledOff: true }));
    expect(oneLine(count.text)).toMatch(
      /^SELECT count\(\*\)::int AS count FROM catalysts AS c WHERE .* AND c\.importance >= \$\d+$/,
    );
  });
});
