import type { Company, Portfolio } from '@mc/proto';
import { gicsSectorByKey } from '@mc/proto/gics-sectors';
import {
  PORTFOLIO_PREVIEW_ROWS,
  type NextCatalyst,
  type PortfolioAccess,
  type PortfolioDetail,
  type PortfolioRow,
  type PortfolioSummary,
} from '@mc/api/content';
import { headlineCatalyst } from '../market/next-catalysts.js';
import type { QuotesView } from '../market/market-data.js';

/** What the rows join to the portfolio's members. */
export interface MarketJoin {
  quotes: QuotesView;
  companies: ReadonlyMap<string, Company>;
  catalysts: ReadonlyMap<string, NextCatalyst>;
}

export const portfolioPath = (slug: string) => `/invest/portfolios/${slug}`;

/** A sector key's display name; a word that is no key (never from our services) is shown as it is. */
const sectorName = (key: string) => gicsSectorByKey(key)?.label ?? key;

/** The member's sector as shown: the sector portfolio's own, else the company profile's, else unknown. */
function sectorOf(portfolio: Portfolio, company: Company | undefined): string | null {
  const sector = portfolio.sector ?? company?.sector;
  return sector ? sectorName(sector) : null;
}

/** Every row of a portfolio, in its ranking: the first member is number 1. */
export function portfolioRows(portfolio: Portfolio, join: MarketJoin): PortfolioRow[] {
  return portfolio.members.map((member, index) => {
    const quote = join.quotes.bySymbol.get(member.ticker);
    const company = join.companies.get(member.ticker);
    return {
      rank: index + 1,
      ticker: member.ticker,
      name: member.name,
      sector: sectorOf(portfolio, company),
      // A missing quote is missing, never 0.
      last: quote?.last ?? null,
      change: quote?.change ?? null,
      change_percent: quote?.changePercent ?? null,
      market_cap: company?.marketCap ?? null,
      next_catalyst: join.catalysts.get(member.ticker) ?? null,
      path: `/company/${encodeURIComponent(member.ticker)}`,
    };
  });
}

function summaryFields(portfolio: Portfolio) {
  return {
    slug: portfolio.slug,
    // A portfolio of one sector is a sector portfolio; the one that spans every sector is the flagship.
    kind: portfolio.sector === undefined ? ('flagship' as const) : ('sector' as const),
    title: portfolio.title,
    description: portfolio.description,
    sector: portfolio.sector ?? null,
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
