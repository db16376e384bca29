// The company API (`GET /api/companies/{ticker}/`, issue 18 §8) as the bff answers it and the web reads it.
// Types only, import-free: the catalyst rows are the calendars' rows, passed in as `Row` (`CalendarRow`
// from `@mc/api/calendars`) so this file needs nothing from the others. Field names are snake_case (DRF's style).

/** The fields of a calendar row that a preview keeps. */
interface CatalystDay {
  type: string;
  date: string;
  date_status: string;
}

/** A visitor's view of one upcoming catalyst: which kind and when, nothing of what it is about. */
export type CompanyCatalystPreview<Row extends CatalystDay> = Pick<Row, 'type' | 'date' | 'date_status'>;

/** The delayed quote (15 minutes or more), as the ticker tape has it; null when the tape does not carry the ticker. */
export interface CompanyQuote {
  last: number;
  change: number;
  change_percent: number;
  /** ISO 8601 of the tape's last refresh, or null. */
  as_of: string | null;
  /** The tape has not refreshed for more than two intervals. */
  stale: boolean;
}

interface CompanyProfile {
  ticker: string;
  name: string;
  exchange: string | null;
  /** The sector's key as in the calendars' `sector` filter (e.g. "technology"), or null. */
  sector: string | null;
  industry: string | null;
  /** US dollars, or null when unknown. */
  market_cap: number | null;
  quote: CompanyQuote | null;
}

/**
 * A subscriber's company: every catalyst from 90 days back to 180 days ahead, as calendar rows
 * (US Eastern dates): `upcoming` soonest first, `recent` latest first.
 */
export interface CompanyFull<Row extends CatalystDay> extends CompanyProfile {
  access: 'full';
  upcoming: Row[];
  recent: Row[];
}

/** Anyone else's: the next catalyst of each type (date and type only), soonest first, and no history. */
export interface CompanyPreview<Row extends CatalystDay> extends CompanyProfile {
  access: 'preview';
  upcoming: CompanyCatalystPreview<Row>[];
  recent: [];
}

export type CompanyDetail<Row extends CatalystDay> = CompanyFull<Row> | CompanyPreview<Row>;

/** One suggestion of the header's symbol search. */
export interface CompanySuggestion {
  ticker: string;
  name: string;
}

/**
 * `GET /api/companies/?search=…` (issue 20 §5): at most 8 companies whose ticker, or a word of whose name,
 * starts with the search (any case), best first: the ticker itself, tickers starting with it, then names.
 */
export interface CompanySearchAnswer {
  results: CompanySuggestion[];
}
