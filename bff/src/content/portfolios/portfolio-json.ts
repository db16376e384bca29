import type { Company } from '@mc/proto';
import { SECTORS } from '@mc/api/calendars';
import {
  PORTFOLIO_PREVIEW_ROWS,
  type NextCatalyst,
  type PortfolioAccess,
  type PortfolioDetail,
  type PortfolioRow,
  type PortfolioSummary,
} from '@mc/api/content';
import { FLAGSHIP_PORTFOLIO_SLUG, type Portfolio } from '@mc/proto/portfolios';
import { headlineCatalyst } from '../market/next-catalysts.js';
import type { QuotesView } from '../market/market-data.js';

/** What the rows join to the portfolio's members. */
export interface MarketJoin {
  quotes: QuotesView;
  companies: ReadonlyMap<string, Company>;
  catalysts: ReadonlyMap<string, NextCatalyst>;
}

const SECTOR_KEY_BY_LABEL = new Map<string, string>(SECTORS.map(({ key, label }) => [label, key]));
const SECTOR_LABEL_BY_KEY = new Map<string, string>(SECTORS.map(({ key, label }) => [key, label]));

export const portfolioPath = (slug: string) => `/invest/portfolios/${slug}`;

/** The member's sector as shown: the sector portfolio's own, else the company profile's, else unknown. */
function sectorOf(portfolio: Portfolio, company: Company | undefined): string | null {
  if (portfolio.sector) return portfolio.sector;
  const sector = company?.sector;
  if (!sector) return null;
  return SECTOR_LABEL_BY_KEY.get(sector) ?? sector;
}

/** Every row of a portfolio, in its order: rank from the fixed ranking where there is one, else the position. */
export function portfolioRows(portfolio: Portfolio, join: MarketJoin): PortfolioRow[] {
  return portfolio.members.map((member, index) => {
    const quote = join.quotes.bySymbol.get(member.symbol);
    const company = join.companies.get(member.symbol);
    return {
      rank: (member as { rank?: number }).rank ?? index + 1,
      ticker: member.symbol,
      name: member.name,
      sector: sectorOf(portfolio, company),
      // A missing quote is missing, never 0.
      last: quote?.last ?? null,
      change: quote?.change ?? null,
      change_percent: quote?.changePercent ?? null,
      market_cap: company?.marketCap ?? null,
      next_catalyst: join.catalysts.get(member.symbol) ?? null,
      path: `/company/${encodeURIComponent(member.symbol)}`,
    };
  });
}

function summaryFields(portfolio: Portfolio) {
  return {
    slug: portfolio.slug,
    kind: portfolio.slug === FLAGSHIP_PORTFOLIO_SLUG ? ('flagship' as const) : ('sector' as const),
    title: portfolio.title,
    description: portfolio.description,
    sector: portfolio.sector ? (SECTOR_KEY_BY_LABEL.get(portfolio.sector) ?? null) : null,
    count: portfolio.members.length,
    path: portfolioPath(portfolio.slug),
  };
}

function averageChange(rows: readonly PortfolioRow[]): { average: number | null; quoted: number } {
  const changes = rows.map((row) => row.change_percent).filter((change): change is number => change !== null);
  if (!changes.length) return { average: null, quoted: 0 };
  const average = changes.reduce((sum, change) => sum + change, 0) / changes.length;
  return { average: Math.round(average * 100) / 100, quoted: changes.length };
}

/** A card of `/invest/portfolios`: the same for every reader (no row is shown). */
export function toPortfolioSummary(portfolio: Portfolio, join: MarketJoin): PortfolioSummary {
  const rows = portfolioRows(portfolio, join);
  const { average, quoted } = averageChange(rows);
  return {
    ...summaryFields(portfolio),
    average_change_percent: average,
    quoted_count: quoted,
    next_catalyst: headlineCatalyst(rows.map((row) => row.next_catalyst)),
  };
}

/** A portfolio page: every row for a subscriber, the first PORTFOLIO_PREVIEW_ROWS for anyone else. */
export function toPortfolioDetail(portfolio: Portfolio, join: MarketJoin, access: PortfolioAccess): PortfolioDetail {
  const rows = portfolioRows(portfolio, join);
  const { average, quoted } = averageChange(rows);
  return {
    ...summaryFields(portfolio),
    average_change_percent: average,
    quoted_count: quoted,
    access,
    rows: access === 'full' ? rows : rows.slice(0, PORTFOLIO_PREVIEW_ROWS),
    quotes_as_of: join.quotes.asOf,
    quotes_stale: join.quotes.stale,
  };
}
