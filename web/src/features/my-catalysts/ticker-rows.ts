import type { CompanyDetail, NextCatalyst, PortfolioRow } from '@mc/api';
import { SECTORS, type CalendarRow } from '@mc/api/calendars';

export type Company = CompanyDetail<CalendarRow>;

const sectorName = (key: string | null) => SECTORS.find((sector) => sector.key === key)?.label ?? null;

/** The company's soonest upcoming catalyst, as a portfolio row names it. */
function nextCatalyst(ticker: string, company: Company): NextCatalyst | null {
  if (company.access !== 'full') return null;
  const next = company.upcoming[0];
  if (!next) return null;
  const { id, type, title, date, date_label, date_status, session, importance } = next;
  return { id, type, ticker, title, date, date_label, date_status, session, importance };
}

/**
 * One ticker of a list as a portfolio row (so the portfolio's table shows it): its place in the list, its
 * company's name, sector and market cap, the delayed quote, and the next catalyst. A ticker the company API
 * does not know (null) keeps its place with every figure missing, never 0.
 */
export function tickerRow(ticker: string, place: number, company: Company | null): PortfolioRow {
  return {
    rank: place,
    ticker,
    name: company?.name ?? ticker,
    sector: sectorName(company?.sector ?? null),
    last: company?.quote?.last ?? null,
    change: company?.quote?.change ?? null,
    change_percent: company?.quote?.change_percent ?? null,
    market_cap: company?.market_cap ?? null,
    next_catalyst: company ? nextCatalyst(ticker, company) : null,
    path: `/company/${encodeURIComponent(ticker)}`,
  };
}
