import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Catalyst, Company } from '@mc/proto';
import { DEFAULT_TIME_ZONE, type CalendarAccess, type CalendarRow } from '@mc/api/calendars';
import type { CompanyCatalystPreview, CompanyDetail, CompanyQuote } from '@mc/api';
import { toCalendarRow } from '../calendars/calendar-rows.js';
import type { QuotesView } from '../content/market/market-data.js';

/** What a company answer joins: its profile, the tape's quotes and its catalysts in date order. */
export interface CompanyJoin {
  company: Company;
  quotes: QuotesView;
  catalysts: readonly Catalyst[];
}

/** A catalyst is still ahead while its moment has not passed; one without a time, until its day (US Eastern) is over. */
function isUpcoming(catalyst: Catalyst, today: string, now: Date): boolean {
  if (catalyst.startsAt) return timestampDate(catalyst.startsAt) > now;
  return catalyst.date >= today;
}

function quoteOf(ticker: string, quotes: QuotesView): CompanyQuote | null {
  const quote = quotes.bySymbol.get(ticker);
  if (!quote) return null;
  return { last: quote.last, change: quote.change, change_percent: quote.changePercent, as_of: quotes.asOf, stale: quotes.stale };
}

/** The soonest catalyst of each type, soonest first: what a visitor may know of what is coming. */
export function nextOfEachType(upcoming: readonly CalendarRow[]): CompanyCatalystPreview<CalendarRow>[] {
  const seen = new Set<string>();
  const next: CompanyCatalystPreview<CalendarRow>[] = [];
  for (const row of upcoming)
    if (!seen.has(row.type)) {
      seen.add(row.type);
      next.push({ type: row.type, date: row.date, date_status: row.date_status });
    }
  return next;
}

/**
 * `GET /api/companies/{ticker}/`: the profile and quote for everyone; the catalysts in full for a
 * subscriber, for anyone else the next of each type (type and date only) and no history.
 * `today` is the day in US Eastern, the zone the rows' dates are read in.
 */
export function toCompanyDetail(join: CompanyJoin, access: CalendarAccess, today: string, now: Date): CompanyDetail<CalendarRow> {
  const { company } = join;
  const profile = {
    ticker: company.ticker,
    name: company.name,
    exchange: company.exchange ?? null,
    sector: company.sector ?? null,
    industry: company.industry ?? null,
    market_cap: company.marketCap ?? null,
    quote: quoteOf(company.ticker, join.quotes),
  };
  const ahead = join.catalysts.filter((catalyst) => isUpcoming(catalyst, today, now));
  if (access === 'preview') {
    const rows = ahead.map((catalyst) => toCalendarRow(catalyst, DEFAULT_TIME_ZONE, 'preview'));
    return { ...profile, access, upcoming: nextOfEachType(rows), recent: [] };
  }
  const past = join.catalysts.filter((catalyst) => !isUpcoming(catalyst, today, now)).reverse();
  return {
    ...profile,
    access,
    upcoming: ahead.map((catalyst) => toCalendarRow(catalyst, DEFAULT_TIME_ZONE, 'full')),
    recent: past.map((catalyst) => toCalendarRow(catalyst, DEFAULT_TIME_ZONE, 'full')),
  };
}
