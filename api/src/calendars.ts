// The calendars API (`GET /api/calendars/{type}/`) as the bff answers it and the web client reads it.
// It imports only proto's browser-safe lists (the words of the catalysts contract, the GICS sectors), so every
// runtime (Node and the browser bundle) can load it as plain types and constants. Field names are snake_case
// because the API answers in DRF's style.
// Keep it stable: the web screens are written against it. Add fields; never rename or remove one.

import {
  isCalendarType,
  type CalendarType,
  type DatePrecision,
  type ChangeKind,
  type DateStatus,
  type MarketDayKind,
  type Ordering,
  type Session,
  type SplitDirection,
} from '@mc/proto/calendar-terms';
import { GICS_SECTORS, type GicsSectorKey } from '@mc/proto/gics-sectors';

export * from '@mc/proto/calendar-terms';

/** `all` is the combined calendar: every type together, filterable by `types`. */
export const ALL_CALENDARS = 'all';
export type CalendarPath = CalendarType | typeof ALL_CALENDARS;

export function isCalendarPath(value: string): value is CalendarPath {
  return value === ALL_CALENDARS || isCalendarType(value);
}

/** The 11 GICS sectors, as `sector` filter values (key) and their display names (label): the one list, in proto. */
export const SECTORS = GICS_SECTORS;
export type SectorKey = GicsSectorKey;

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;
/** The longest `date_from`..`date_to` span accepted, both days included (a leap year's worth). */
export const MAX_RANGE_DAYS = 366;
/** At most this many symbols in `tickers`. */
export const MAX_TICKERS = 50;

/**
 * Query parameters of `GET /api/calendars/{type}/`, as sent in the URL (all strings there).
 * Lists are comma-separated. Every parameter is optional.
 */
export interface CalendarQuery {
  /** YYYY-MM-DD, a day in `tz`. Default: Monday of the current week in `tz`. */
  date_from?: string;
  /** YYYY-MM-DD, a day in `tz`, included. Default: `date_from`'s week's Sunday (or the current week's). */
  date_to?: string;
  /** Comma-separated symbols (case-insensitive, at most MAX_TICKERS); a row matches when it names any of them. */
  tickers?: string;
  /** 0–5: rows whose importance is at least this (rows without an importance are then left out). */
  importance?: string;
  /** Comma-separated SectorKey values: the row's company is in one of them. */
  sector?: string;
  /** US dollars, integer: the row's company is worth at least / at most this. Rows without a market cap are then left out. */
  market_cap_min?: string;
  market_cap_max?: string;
  /** `true`: confirmed dates only; `false`: estimated dates only. */
  confirmed?: 'true' | 'false';
  /** `true`: also IPOs that were postponed or withdrawn (left out by default: they will not price on their date). */
  include_called_off?: 'true' | 'false';
  /**
   * Economic releases of these countries only, comma-separated, in the provider's three-letter codes:
   * ISO 3166 alpha-3 (USA, GBR, DEU, JPN, CHN, CAN) and EMU for the euro area. Rows of other calendars are not affected.
   */
  country?: string;
  /** Comma-separated Session values. */
  session?: string;
  /** Case-insensitive prefix of a ticker, or of a word of the company name or of the title (an economic release's or conference's name). */
  search?: string;
  ordering?: Ordering;
  /** IANA zone name; dates, times and the default week are computed in it. Default DEFAULT_TIME_ZONE. */
  tz?: string;
  /** From 1. A page past the last one is a 400 (page 1 of an empty result is fine). */
  page?: string;
  /** 1–MAX_PAGE_SIZE, default DEFAULT_PAGE_SIZE. */
  page_size?: string;
  /** `csv`: the same rows (all pages, same filters and ordering) as an RFC 4180 CSV attachment. Subscribers only. */
  format?: 'json' | 'csv';
  /** Only on `all`: comma-separated CalendarType values to include. Default: every type. */
  types?: string;
  /**
   * A watch list's id (subscribers, their own lists): the rows of its tickers, plus unless `macro=false`
   * the economic releases of importance 3 or more and the market days. Combines with every other filter.
   */
  watchlist?: string;
  /** With `watchlist`: `false` leaves the economic releases and market days out. Default `true`. */
  macro?: 'true' | 'false';
  /**
   * An ISO 8601 instant with its offset (`2026-10-26T00:00:00Z`, `2026-10-26T00:00:00-04:00`): only the
   * rows whose latest change (`changed_at`) is at or after it, oldest change first (`ordering` breaks ties).
   */
  updated_since?: string;
}

/** Every query parameter name, for building URLs and reading field errors. */
export const CALENDAR_QUERY_KEYS = [
  'date_from',
  'date_to',
  'tickers',
  'importance',
  'sector',
  'market_cap_min',
  'market_cap_max',
  'confirmed',
  'session',
  'search',
  'ordering',
  'tz',
  'page',
  'page_size',
  'format',
  'types',
  'watchlist',
  'macro',
  'updated_since',
] as const satisfies readonly (keyof CalendarQuery)[];

// ---- The type's own fields (`details`). Numbers the provider sends as strings arrive here as numbers;
// values the provider leaves unknown (`""`) are null. Dates are YYYY-MM-DD, as the provider gives them.

export interface EarningsDetails {
  exchange: string | null;
  currency: string | null;
  /** Fiscal period: Q1..Q4, H1, H2 or FY. */
  period: string | null;
  period_year: number | null;
  /** GAAP or Adj. */
  eps_type: string | null;
  eps: number | null;
  eps_est: number | null;
  eps_prior: number | null;
  eps_surprise: number | null;
  eps_surprise_percent: number | null;
  revenue_type: string | null;
  revenue: number | null;
  revenue_est: number | null;
  revenue_prior: number | null;
  revenue_surprise: number | null;
  revenue_surprise_percent: number | null;
  notes: string | null;
}

export interface FdaCompany {
  name: string;
  securities: { exchange: string | null; symbol: string }[];
}

export interface FdaDetails {
  /** E.g. PDUFA Date, Advisory Committee Meeting, Phase 3 Data Readout. */
  event_type: string | null;
  /** `generic`: whether the drug is a generic, when the provider says. */
  drug: { name: string | null; generic: boolean | null; indication_symptom: string[] };
  companies: FdaCompany[];
  status: string | null;
  /** The provider's target date exactly as sent (2026-07-15, 2026-07, 2026-Q3, 2026-H2, 2026-LATE…). */
  target_date: string | null;
  /** The day the provider first announced the event. */
  announced_date: string | null;
  outcome: string | null;
  outcome_brief: string | null;
  commentary: string | null;
  source_type: string | null;
  source_link: string | null;
}

export interface IpoDetails {
  exchange: string | null;
  /** E.g. Expected, Priced, Filed, Withdrawn, Postponed. */
  deal_status: string | null;
  ipo_type: string | null;
  pricing_date: string | null;
  price_min: number | null;
  price_max: number | null;
  price_public_offering: number | null;
  offering_shares: number | null;
  offering_value: number | null;
  market_cap_at_offer: number | null;
  lead_underwriters: string[];
  insider_lockup_date: string | null;
  /** ISO 4217, the currency of the prices and the offering. */
  currency: string | null;
  /** The provider's one-paragraph description of the business. */
  description: string | null;
  notes: string | null;
}

export interface DividendDetails {
  exchange: string | null;
  dividend: number | null;
  dividend_prior: number | null;
  dividend_type: string | null;
  /** A fraction as the provider sends it (0.0125 = 1.25 %). */
  dividend_yield: number | null;
  /** Payments per year (4 = quarterly). */
  frequency: number | null;
  /** The calendar `date` of a dividend is its ex-dividend date; this is the day it was declared. */
  announced_date: string | null;
  ex_dividend_date: string | null;
  record_date: string | null;
  payable_date: string | null;
  /** ISO 4217, the currency the dividend is paid in. */
  currency: string | null;
  notes: string | null;
}

export interface SplitDetails {
  exchange: string | null;
  /** New shares for old, as the provider writes it (e.g. 10:1, or 1:8 for a reverse split). */
  ratio: string | null;
  /** `forward`: more shares (10:1); `reverse`: fewer (1:8); null when the ratio cannot be read. */
  direction: SplitDirection | null;
  optionable: boolean | null;
  /** The calendar `date` of a split is its ex date. */
  date_announced: string | null;
  date_ex: string | null;
  date_recorded: string | null;
  date_distribution: string | null;
  notes: string | null;
}

export interface ConferenceCallDetails {
  exchange: string | null;
  phone_num: string | null;
  international_num: string | null;
  reservation_num: string | null;
  access_code: string | null;
  webcast_url: string | null;
  period: string | null;
  period_year: number | null;
}

export interface ConferenceDetails {
  event_name: string | null;
  event_type: string | null;
  /** The calendar `date` is the first day; a one-day conference has date_end equal to date_start. */
  date_start: string | null;
  date_end: string | null;
  location: string | null;
  webcast_link: string | null;
  source_link: string | null;
  securities: { symbol: string; exchange: string | null }[];
  /** The provider's topics (e.g. Healthcare, Technology). */
  tags: string[];
}

export interface EconomicDetails {
  /** Three-letter country code (USA, EMU, GBR, CHN…). */
  country: string | null;
  event_name: string | null;
  event_period: string | null;
  event_category: string | null;
  period_year: number | null;
  /** The unit of the figures below (see ECONOMIC_UNITS); null for a release without figures (minutes). */
  unit: string | null;
  /**
   * Units included (e.g. "3.1%", "256K", "-0.1%", "52.4" for an index, "-78.3B USD" for money); null until known.
   * `prior` is the previous release's figure as first published; `prior_revised` the same figure as this
   * release revises it, when the provider reports a revision (else null).
   */
  actual: string | null;
  consensus: string | null;
  prior: string | null;
  prior_revised: string | null;
  /** actual − consensus with its sign and unit ("+0.2%", "-12K", "0.0%"), once both are known; else null. */
  surprise: string | null;
  description: string | null;
}

export interface MarketDetails {
  kind: MarketDayKind;
  /** Exchanges the day applies to (NYSE, Nasdaq). */
  exchanges: string[];
  /** HH:MM US Eastern when the regular session ends early (13:00); null on every other kind. */
  close_time: string | null;
  /** The occasion: "Thanksgiving Day", "Day after Thanksgiving", "Monthly options expiration". */
  name: string;
  /** Why the day is as it is, when it is not self-evident (an observed holiday, a moved expiration); else null. */
  notes: string | null;
}

export interface CalendarDetailsByType {
  earnings: EarningsDetails;
  fda: FdaDetails;
  ipo: IpoDetails;
  dividend: DividendDetails;
  splits: SplitDetails;
  conference: ConferenceDetails;
  conferencecall: ConferenceCallDetails;
  economic: EconomicDetails;
  market: MarketDetails;
}

/** One catalyst as the API answers it: the common fields, and the type's own fields in `details`. */
export interface CalendarRowOf<T extends CalendarType> {
  /** Stable id across syncs: `{type}-{provider id}`. */
  id: string;
  type: T;
  /** Every symbol the event concerns (an FDA event can name several companies); empty for economic releases. */
  tickers: string[];
  /** The first of `tickers`, or null. */
  ticker: string | null;
  /** The company's name; null for economic releases, and for an investor conference whose symbols name no known company. */
  company: string | null;
  /** A one-line headline for lists and day cards, e.g. "Q2 2026 earnings", "PDUFA date: Winrevair (PAH)". */
  title: string;
  /** YYYY-MM-DD in the answer's `tz` (for untimed events: the provider's day, unchanged). */
  date: string;
  /** HH:MM (24 h) in the answer's `tz`, or null when the time is unknown. */
  time: string | null;
  /** The same moment as provided: YYYY-MM-DD and HH:MM US Eastern (time null when unknown). */
  date_et: string;
  time_et: string | null;
  /** ISO 8601 UTC instant of the event when its time is known, else null. */
  starts_at: string | null;
  session: Session;
  date_status: DateStatus;
  date_precision: DatePrecision;
  /** What to display as the date when it is less precise than a day (e.g. "Q3 2026", "Late 2026"); else null. */
  date_label: string | null;
  /** 0–5 as the provider rates it, or null. */
  importance: number | null;
  sector: SectorKey | null;
  /** US dollars, or null when unknown. */
  market_cap: number | null;
  /** The type's own fields, or null when locked (`details_locked`). */
  details: CalendarDetailsByType[T] | null;
  /** True when the reader's access hides the details (FDA details in a preview). */
  details_locked: boolean;
  /** Where the data comes from, for the row's source line (e.g. "Benzinga"). */
  source: string;
  /** A link to the primary source when the provider gives one (FDA source, conference page), else null. */
  source_url: string | null;
  /** Increases every time the date, time or date status changes; 1 when first seen. */
  revision: number;
  /** ISO 8601 UTC: when we first stored it, and when it last changed (the "last updated" of the row). */
  first_seen_at: string;
  updated_at: string;
  /** The day (YYYY-MM-DD, US Eastern) before the latest date move; null if the date never moved. */
  previous_date: string | null;
  /** ISO 8601 UTC: when the latest change of `change_kind` was seen (the first sight for `added`). */
  changed_at: string;
  /** What that change was: `added`, `date_moved`, `time_changed`, `confirmed`, `outcome`, `status` or `removed`. */
  change_kind: ChangeKind;
  /**
   * Earnings and FDA rows: how far the company's price has moved after its last reports (or FDA
   * decisions) on average; null with fewer than four, and for every other type.
   */
  expected_move: ExpectedMove | null;
}

/** The average absolute close-to-close move of the company's last (up to) eight reactions of the row's kind. */
export interface ExpectedMove {
  /** Percent, to a tenth: 6.2 is "±6.2%". */
  percent: number;
  basis: 'avg_abs_last_8';
  /** How many reactions it averages: 4 to 8. */
  samples: number;
}

export type CalendarRow = { [T in CalendarType]: CalendarRowOf<T> }[CalendarType];

/** `full` for a subscriber (trialing or active); `preview` for everyone else. */
export const ACCESS_LEVELS = ['full', 'preview'] as const;
export type CalendarAccess = (typeof ACCESS_LEVELS)[number];

/** The JSON answer: DRF's page shape, plus what the reader may see and the range actually answered. */
export interface CalendarPage<R extends CalendarRow = CalendarRow> {
  count: number;
  /** Path and query of the next / previous page (same filters), or null. */
  next: string | null;
  previous: string | null;
  results: R[];
  access: CalendarAccess;
  /** The effective range and zone, after defaults. */
  date_from: string;
  date_to: string;
  tz: string;
  /** The current week (Monday–Sunday in `tz`): the only range a preview may ask for. */
  current_week: { date_from: string; date_to: string };
  /** What a preview reader does not get (empty for `full`): used by the screens to show what is locked. */
  locked: CalendarLock[];
}

/**
 * What a preview hides. `other_weeks`: any range outside the current week (a 403, see below);
 * `fda_details`: FDA rows come without `details`; `csv`: no CSV export.
 */
export const CALENDAR_LOCKS = ['other_weeks', 'fda_details', 'csv'] as const;
export type CalendarLock = (typeof CALENDAR_LOCKS)[number];

/**
 * Bad input: 400 with DRF-style field errors, keyed by query parameter (or `type` for an unknown calendar),
 * e.g. `{"date_to": ["Ensure date_to is on or after date_from."]}`. `detail` for errors not tied to one field.
 */
export type CalendarFieldErrors = Partial<Record<keyof CalendarQuery | 'type', string[]>> & { detail?: string };

/**
 * A preview reader asking for more than a preview gives (another week, or CSV): 403 with this body.
 * The screens show the subscribe call when `code` is `subscription_required`.
 */
export interface CalendarLockedError {
  detail: string;
  code: 'subscription_required';
  locked: CalendarLock;
}

/** The CSV attachment's file name: `{type}-calendar_{date_from}_{date_to}.csv`. */
export function calendarCsvFilename(type: CalendarPath, dateFrom: string, dateTo: string): string {
  return `${type}-calendar_${dateFrom}_${dateTo}.csv`;
}
