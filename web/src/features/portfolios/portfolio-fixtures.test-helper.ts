import type { NextCatalyst, PortfolioDetail, PortfolioList, PortfolioRow, PortfolioSummary } from '@mc/api';
import { TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';

export const FLAGSHIP_SLUG = 'market-catalysts-flagship-stocks';
export const FLAGSHIP_PATH = `/invest/portfolios/${FLAGSHIP_SLUG}`;
export const FLAGSHIP_API = `GET /api/portfolios/${FLAGSHIP_SLUG}/`;

export function catalyst(overrides: Partial<NextCatalyst> = {}): NextCatalyst {
  return {
    id: 'earnings-1001',
    type: 'earnings',
    ticker: 'NVDA',
    title: 'Q3 FY2027 earnings',
    date: '2026-11-25',
    date_label: null,
    date_status: 'confirmed',
    session: 'after_close',
    importance: 5,
    ...overrides,
  };
}

/** A flagship row by rank, with a plausible quote that differs per rank. */
export function flagshipRow(rank: number, overrides: Partial<PortfolioRow> = {}): PortfolioRow {
  const { symbol, name } = TICKER_SYMBOLS[rank - 1];
  const last = 40 + rank * 3.25;
  const change = rank % 3 === 0 ? -(rank / 40) : rank / 50;
  return {
    rank,
    ticker: symbol,
    name,
    sector: 'Information Technology',
    last,
    change,
    change_percent: (change / (last - change)) * 100,
    market_cap: 5e12 / rank,
    next_catalyst: catalyst({
      id: `earnings-${rank}`,
      ticker: symbol,
      date: `2026-12-${String((rank % 28) + 1).padStart(2, '0')}`,
    }),
    path: `/company/${symbol}`,
    ...overrides,
  };
}

const FLAGSHIP_SUMMARY: Omit<PortfolioSummary, 'next_catalyst'> = {
  slug: FLAGSHIP_SLUG,
  kind: 'flagship',
  title: 'Market Catalysts Flagship 110',
  description: 'The 110 stocks our ticker tape follows, in its fixed ranking.',
  sector: null,
  count: 110,
  average_change_percent: 0.42,
  quoted_count: 110,
  path: FLAGSHIP_PATH,
};

/** The flagship as a subscriber (`full`: 110 rows) or anyone else (`preview`: the first 10) gets it. */
export function flagshipDetail(access: 'full' | 'preview', rows?: PortfolioRow[]): PortfolioDetail {
  const all = rows ?? Array.from({ length: 110 }, (_, index) => flagshipRow(index + 1));
  return {
    ...FLAGSHIP_SUMMARY,
    access,
    rows: access === 'full' ? all : all.slice(0, 10),
    quotes_as_of: '2026-11-23T20:45:00Z',
    quotes_stale: false,
  };
}

export function sectorSummary(slug: string, title: string, overrides: Partial<PortfolioSummary> = {}): PortfolioSummary {
  return {
    slug,
    kind: 'sector',
    title,
    description: `Curated US ${title.toLowerCase()} with their next catalysts.`,
    sector: 'information_technology',
    count: 24,
    average_change_percent: -0.87,
    quoted_count: 23,
    next_catalyst: catalyst({ ticker: 'CRM', type: 'earnings', date: '2026-12-02' }),
    path: `/invest/portfolios/${slug}`,
    ...overrides,
  };
}

export const portfolioList: PortfolioList = {
  results: [
    { ...FLAGSHIP_SUMMARY, next_catalyst: catalyst() },
    sectorSummary('technology-stocks', 'Technology Stocks'),
    sectorSummary('utilities-stocks', 'Utilities Stocks', {
      average_change_percent: null,
      quoted_count: 0,
      next_catalyst: null,
      sector: 'utilities',
    }),
  ],
};
