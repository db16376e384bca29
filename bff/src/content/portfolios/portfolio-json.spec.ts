import { create } from '@bufbuild/protobuf';
import { CompanySchema, DelayedQuoteSchema, PortfolioSchema, type Company } from '@mc/proto';
import type { NextCatalyst } from '@mc/api/content';
import { TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import type { QuotesView } from '../market/market-data.js';
import { toPortfolioDetail, toPortfolioSummary, type MarketJoin } from './portfolio-json.js';

// As the content service sends them (content/portfolios/): the flagship spans every sector.
const FLAGSHIP_PORTFOLIO_SLUG = 'market-catalysts-flagship-stocks';
const flagship = create(PortfolioSchema, {
  slug: FLAGSHIP_PORTFOLIO_SLUG,
  title: 'Market Catalysts Flagship 110',
  description: 'The 110 stocks our ticker tape follows, in its fixed ranking.',
  members: TICKER_SYMBOLS.map(({ symbol, name }) => ({ ticker: symbol, name })),
});
const technology = create(PortfolioSchema, {
  slug: 'technology-stocks',
  title: 'Technology Stocks',
  description: 'Software, semiconductors and hardware leaders of the Information Technology sector.',
  sector: 'information_technology',
  members: [
    { ticker: 'AAPL', name: 'Apple Inc.' },
    { ticker: 'MSFT', name: 'Microsoft Corporation' },
    { ticker: 'NVDA', name: 'NVIDIA Corporation' },
  ],
});

const quote = (symbol: string, last: number, changePercent: number) =>
  create(DelayedQuoteSchema, { symbol, name: symbol, last, change: last * (changePercent / 100), changePercent });
const catalyst = (ticker: string, date: string, importance: number | null): NextCatalyst => ({
  id: `earnings-${ticker}`,
  type: 'earnings',
  ticker,
  title: 'Q4 2026 earnings',
  date,
  date_label: null,
  date_status: 'confirmed',
  session: 'unknown',
  importance,
});

const join = (overrides: Partial<MarketJoin> = {}): MarketJoin => ({
  quotes: {
    bySymbol: new Map([
      ['TSLA', quote('TSLA', 250.5, 2)],
      ['AAPL', quote('AAPL', 190, -1)],
    ]),
    asOf: '2026-11-23T16:00:00.000Z',
    stale: false,
  } satisfies QuotesView,
  companies: new Map<string, Company>([
    ['TSLA', create(CompanySchema, { ticker: 'TSLA', name: 'Tesla, Inc.', sector: 'consumer_discretionary', marketCap: 8e11 })],
  ]),
  catalysts: new Map([
    ['AAPL', catalyst('AAPL', '2027-01-29', 5)],
    ['C', catalyst('C', '2027-01-14', 2)],
  ]),
  ...overrides,
});

describe('toPortfolioDetail', () => {
  it('gives a subscriber every row in the fixed ranking, with quotes, market cap and next catalyst joined', () => {
    const detail = toPortfolioDetail(flagship, join(), 'full');
    expect(detail).toMatchObject({ slug: FLAGSHIP_PORTFOLIO_SLUG, kind: 'flagship', sector: null, count: 110, access: 'full' });
    expect(detail.rows).toHaveLength(110);
    expect(detail.rows.map((row) => `${row.rank} ${row.ticker}`).slice(0, 3)).toEqual(['1 TSLA', '2 AAPL', '3 C']);
    expect(detail.rows.at(-1)).toMatchObject({ rank: 110, ticker: 'BP' });
    expect(detail.rows[0]).toEqual({
      rank: 1,
      ticker: 'TSLA',
      name: 'Tesla, Inc.',
      sector: 'Consumer Discretionary',
      last: 250.5,
      change: 5.01,
      change_percent: 2,
      market_cap: 8e11,
      next_catalyst: null,
      path: '/company/TSLA',
    });
    expect(detail.rows[1].next_catalyst).toMatchObject({ type: 'earnings', date: '2027-01-29' });
    expect(detail).toMatchObject({ quotes_as_of: '2026-11-23T16:00:00.000Z', quotes_stale: false });
  });

  it('shows a missing quote as missing, never as zero', () => {
    const row = toPortfolioDetail(flagship, join(), 'full').rows[2];
    expect(row).toMatchObject({ ticker: 'C', last: null, change: null, change_percent: null, market_cap: null, sector: null });
  });

  it('gives anyone else the first 10 rows, the total count and "preview"', () => {
    const detail = toPortfolioDetail(flagship, join(), 'preview');
    expect(detail.access).toBe('preview');
    expect(detail.count).toBe(110);
    expect(detail.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('numbers a sector portfolio by position and shows its own sector', () => {
    const detail = toPortfolioDetail(technology, join(), 'full');
    expect(detail).toMatchObject({ kind: 'sector', sector: 'information_technology' });
    expect(detail.rows.map((row) => row.rank)).toEqual([1, 2, 3]);
    expect(detail.rows.every((row) => row.sector === 'Information Technology')).toBe(true);
  });
});

describe('toPortfolioSummary', () => {
  it('averages today’s change over the quoted members and picks the soonest important catalyst', () => {
    const card = toPortfolioSummary(flagship, join());
    expect(card).toMatchObject({
      count: 110,
      average_change_percent: 0.5,
      quoted_count: 2,
      path: `/invest/portfolios/${FLAGSHIP_PORTFOLIO_SLUG}`,
    });
    // C reports sooner, but AAPL's is the important one.
    expect(card.next_catalyst).toMatchObject({ ticker: 'AAPL' });
  });

  it('has no average when no member has a quote', () => {
    const card = toPortfolioSummary(flagship, join({ quotes: { bySymbol: new Map(), asOf: null, stale: true } }));
    expect(card).toMatchObject({ average_change_percent: null, quoted_count: 0 });
  });

  it('calls a portfolio of one sector a sector portfolio, and the one spanning every sector the flagship', () => {
    expect(toPortfolioSummary(technology, join())).toMatchObject({ kind: 'sector', sector: 'information_technology' });
    expect(toPortfolioSummary(flagship, join())).toMatchObject({ kind: 'flagship', sector: null });
  });
});
