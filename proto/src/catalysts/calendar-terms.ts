// The words the catalysts contract speaks (proto/mc/catalysts/v1/catalysts.proto): calendar types,
// sessions, date statuses and precisions, orderings, countries, economic units, market-day kinds and
// split directions. The catalysts service, the bff and (through @mc/api) the web all read them here.
// Import-free, so the web bundle loads it as plain data.

/**
 * The nine calendars, spelled as in the URL (`/api/calendars/{type}/`). The first eight come from the
 * market-data provider and each has its screen route (`/{type}-calendar`); `market` (exchange holidays,
 * early closes, option expirations) is written by the catalysts service from the exchanges' published
 * calendars and is shown on every calendar's day headings and in the month grid.
 */
export const CALENDAR_TYPES = [
  'earnings',
  'fda',
  'ipo',
  'dividend',
  'splits',
  'conference',
  'conferencecall',
  'economic',
  'market',
] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export function isCalendarType(value: string): value is CalendarType {
  return (CALENDAR_TYPES as readonly string[]).includes(value);
}

/**
 * When the event happens relative to the US regular session, derived from its US Eastern time:
 * before 09:30 → before_open, from 16:00 → after_close, in between → during_market, no time → unknown.
 */
export const SESSIONS = ['before_open', 'during_market', 'after_close', 'unknown'] as const;
export type Session = (typeof SESSIONS)[number];

/** `confirmed` when the company or agency confirmed the date; `estimated` otherwise (and for every fuzzy FDA date). */
export const DATE_STATUSES = ['confirmed', 'estimated'] as const;
export type DateStatus = (typeof DATE_STATUSES)[number];

/**
 * How precise `date` is. Only FDA target dates are ever less precise than a day: `2026-07` is `month`,
 * `2026-Q3` is `quarter`, `2026-H2` is `half`, `2026-EARLY`/`MID`/`LATE` is `part_of_year`. For those,
 * `date` is the first day of the period (so range filters and ordering work) and `date_label` is what to show.
 */
export const DATE_PRECISIONS = ['day', 'month', 'quarter', 'half', 'part_of_year'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

/**
 * What a sync can change of a catalyst (issue 22 §1), each recorded with the values before and
 * after: `added`, `date_moved` (another day), `time_changed` (same day, another time), `confirmed`
 * (an estimated date confirmed), `outcome` (an FDA decision, earnings actuals), `status` (an IPO
 * priced, postponed or withdrawn), `removed`. A row's `change_kind` is its latest.
 */
export const CHANGE_KINDS = ['added', 'date_moved', 'time_changed', 'confirmed', 'outcome', 'status', 'removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * The economic calendar's countries, in the provider's three-letter codes (ISO 3166 alpha-3, EMU for
 * the euro area), with the name a headline and a filter show. `country=` accepts any three-letter code;
 * these are the ones the provider publishes releases for.
 */
export const COUNTRIES = [
  { code: 'USA', name: 'US' },
  { code: 'EMU', name: 'Euro area' },
  { code: 'GBR', name: 'UK' },
  { code: 'DEU', name: 'Germany' },
  { code: 'JPN', name: 'Japan' },
  { code: 'CHN', name: 'China' },
  { code: 'CAN', name: 'Canada' },
] as const;

/** "US", "Euro area"; another code as it is. */
export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

/**
 * Accepted orderings. `importance` lists the most important first; every ordering breaks ties by
 * date, then session (before_open, during_market, after_close, unknown), then time, then ticker.
 * `market_cap` puts rows without a market cap last in both directions; so does `expected_move` (earnings and FDA
 * rows of companies with four or more past reactions have one; `-expected_move` lists the largest first).
 */
export const ORDERINGS = [
  'date',
  '-date',
  'importance',
  'market_cap',
  '-market_cap',
  'ticker',
  'expected_move',
  '-expected_move',
] as const;
export type Ordering = (typeof ORDERINGS)[number];
export const DEFAULT_ORDERING: Ordering = 'date';

/** A catalyst's importance: 0 (least) to 5. */
export const IMPORTANCE_MIN = 0;
export const IMPORTANCE_MAX = 5;
/**
 * The importance from which an economic release belongs to every watch list's calendar, feed and
 * pre-market digest (issue 21 §2, issue 22 §2).
 */
export const WATCHLIST_MACRO_IMPORTANCE = 3;

/**
 * What an economic release's figures count: a percentage, thousands, millions, billions, index points, or
 * (for an amount of money) its ISO 4217 currency code, e.g. `USD`.
 */
export const ECONOMIC_UNITS = ['%', 'K', 'M', 'B', 'index'] as const;

/**
 * What a market day is: `holiday` (NYSE and Nasdaq closed all day), `early_close` (the regular session
 * ends at `close_time` Eastern), `option_expiration` (monthly equity options expire: the third Friday, or
 * the Thursday before when that Friday is a holiday), `quad_witching` (the March, June, September and
 * December expiration: stock and index options and futures expire, and S&P index rebalancing takes
 * effect after the close).
 */
export const MARKET_DAY_KINDS = ['holiday', 'early_close', 'option_expiration', 'quad_witching'] as const;
export type MarketDayKind = (typeof MARKET_DAY_KINDS)[number];

/** A split's direction: `forward` gives more shares (10:1), `reverse` fewer (1:8). */
export const SPLIT_DIRECTIONS = ['forward', 'reverse'] as const;
export type SplitDirection = (typeof SPLIT_DIRECTIONS)[number];

/** The changes a subscriber is alerted to on their lists' tickers (issue 22 §2): every kind but `added`. */
export const ALERT_KINDS = ['date_moved', 'confirmed', 'time_changed', 'status', 'outcome', 'removed'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
