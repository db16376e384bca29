// The company API (`GET /api/companies/{ticker}/`, issue 18 §8) as the bff answers it and the web reads it.
// Types (and the reaction types' list) only, import-free: the catalyst rows are the calendars' rows, passed in as `Row` (`CalendarRow`
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

/** `GET /api/companies/{ticker}/reactions/?type=…`: which news the history is of. */
export const REACTION_TYPES = ['earnings', 'fda'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** How the price answered one report or decision: the last close before it to the first close after it. */
export interface PastReaction {
  /** The catalyst's id, as in the calendars. */
  catalyst_id: string;
  /** YYYY-MM-DD (US Eastern) of the report or decision. */
  date: string;
  session: string;
  /** The two closes' days. */
  before_day: string;
  after_day: string;
  /** Close to close, percent (to a hundredth). */
  move_percent: number;
  /** The first session's open against the close before it, percent. */
  gap_percent: number;
  /** Earnings: the surprises beside the move (percent), null when unknown; null for FDA. */
  eps_surprise_percent: number | null;
  revenue_surprise_percent: number | null;
  /** FDA: the kind of decision and its outcome; null for earnings. */
  event_type: string | null;
  outcome: string | null;
}

/** A company's reaction history of one kind (subscribers only). */
export interface ReactionHistory {
  ticker: string;
  type: ReactionType;
  /** The last eight at most, newest first. */
  reactions: PastReaction[];
  /** The average absolute move of those, percent to a tenth; null without any. */
  average_abs_move: number | null;
  /** The largest move by size, with its sign; null without any. */
  largest_move: number | null;
  /** How many of them went up. */
  up_count: number;
  /** What the calendars show beside the next one: null with fewer than four. */
  expected_move: { percent: number; basis: 'avg_abs_last_8'; samples: number } | null;
}
