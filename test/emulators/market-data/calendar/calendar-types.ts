// The rows of Benzinga's calendar API as the emulator serves them. Field names are the provider's; amounts are
// decimal strings and an unknown value is "" (the provider's convention), while `updated` (Unix seconds),
// `importance` (0–5), `period_year`, `date_confirmed` (0 or 1) and `frequency` are integers and `confirmed`,
// `optionable` and `generic` are booleans, as in the provider's published examples. Dates are YYYY-MM-DD and
// times HH:MM:SS, both US Eastern.

export const CALENDAR_TYPES = [
  'earnings',
  'fda',
  'ipos',
  'dividends',
  'splits',
  'conference-calls',
  'economics',
  'events',
] as const;

export type CalendarType = (typeof CALENDAR_TYPES)[number];

export interface EarningsRow {
  id: string;
  date: string;
  time: string;
  ticker: string;
  exchange: string;
  name: string;
  currency: string;
  period: string;
  period_year: number;
  eps_type: string;
  eps: string;
  eps_est: string;
  eps_prior: string;
  eps_surprise: string;
  eps_surprise_percent: string;
  revenue_type: string;
  revenue: string;
  revenue_est: string;
  revenue_prior: string;
  revenue_surprise: string;
  revenue_surprise_percent: string;
  date_confirmed: number;
  importance: number;
  notes: string;
  updated: number;
}

export interface FdaSecurity {
  exchange: string;
  symbol: string;
}

export interface FdaCompany {
  id: string;
  name: string;
  cik: string;
  securities: FdaSecurity[];
}

export interface FdaDrug {
  id: string;
  name: string;
  generic: boolean;
  indication_symptom: string[];
}

export interface FdaRow {
  id: string;
  /** When the event was announced; `target_date` is when it is expected (possibly fuzzy). */
  date: string;
  time: string;
  event_type: string;
  drug: FdaDrug;
  companies: FdaCompany[];
  status: string;
  target_date: string;
  outcome: string;
  outcome_brief: string;
  commentary: string;
  source_type: string;
  source_link: string;
  notes: string;
  created: number;
  updated: number;
}

export interface IpoRow {
  id: string;
  date: string;
  time: string;
  ticker: string;
  exchange: string;
  name: string;
  currency: string;
  description: string;
  deal_status: string;
  ipo_type: string;
  pricing_date: string;
  price_min: string;
  price_max: string;
  price_public_offering: string;
  offering_shares: string;
  offering_value: string;
  market_cap_at_offer: string;
  lead_underwriters: string[];
  insider_lockup_date: string;
  notes: string;
  updated: number;
}

export interface DividendRow {
  id: string;
  /** The announcement (declaration) date; projected while `confirmed` is false. */
  date: string;
  ticker: string;
  exchange: string;
  name: string;
  currency: string;
  dividend: string;
  dividend_prior: string;
  dividend_type: string;
  /** Annualised dividend ÷ price, as a fraction ("0.0251" for 2.51 %). */
  dividend_yield: string;
  frequency: number;
  ex_dividend_date: string;
  record_date: string;
  payable_date: string;
  confirmed: boolean;
  importance: number;
  notes: string;
  updated: number;
}

export interface SplitRow {
  id: string;
  ticker: string;
  exchange: string;
  name: string;
  ratio: string;
  optionable: boolean;
  date_announced: string;
  date_ex: string;
  date_recorded: string;
  date_distribution: string;
  importance: number;
  notes: string;
  updated: number;
}

export interface ConferenceCallRow {
  id: string;
  date: string;
  start_time: string;
  ticker: string;
  exchange: string;
  name: string;
  phone_num: string;
  international_num: string;
  reservation_num: string;
  access_code: string;
  webcast_url: string;
  period: string;
  period_year: number;
  confirmed: boolean;
  importance: number;
  notes: string;
  updated: number;
}

export interface EventSecurity {
  symbol: string;
  exchange: string;
  country: string;
}

export interface EventRow {
  id: string;
  event_name: string;
  event_type: string;
  date_start: string;
  date_end: string;
  start_time: string;
  location: string;
  webcast_link: string;
  source_link: string;
  securities: EventSecurity[];
  tags: string[];
  importance: number;
  updated: number;
}

export interface EconomicRow {
  id: string;
  date: string;
  time: string;
  /** ISO 3166 alpha-3 (USA, GBR, DEU, JPN, CHN, CAN), EMU for the euro area. */
  country: string;
  event_name: string;
  event_period: string;
  event_category: string;
  period_year: number;
  actual: string;
  /** The unit of `actual` (Benzinga's `_t` fields): `%`, `K`, `M`, `index`; empty for a release without figures. */
  actual_t: string;
  consensus: string;
  consensus_t: string;
  /** The previous release's figure as first published. */
  prior: string;
  prior_t: string;
  /** The previous figure as this release revises it; empty when unrevised. Not in Benzinga's published schema. */
  prior_revised: string;
  description: string;
  confirmed: boolean;
  importance: number;
  notes: string;
  updated: number;
}

export interface CalendarRows {
  earnings: EarningsRow;
  fda: FdaRow;
  ipos: IpoRow;
  dividends: DividendRow;
  splits: SplitRow;
  'conference-calls': ConferenceCallRow;
  economics: EconomicRow;
  events: EventRow;
}

export type CalendarRow = CalendarRows[CalendarType];

/** An entry of calendar-removed. */
export interface RemovedRow {
  id: string;
  type: string;
  updated: number;
}

export function isCalendarType(value: unknown): value is CalendarType {
  return CALENDAR_TYPES.some((type) => type === value);
}
