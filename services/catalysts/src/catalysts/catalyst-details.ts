import type { CalendarType, MarketDayKind, SplitDirection } from '@mc/proto/calendar-terms';

// Each calendar's own fields as the service keeps them: in the draft (and so its fingerprint) and in
// the `details` jsonb column. Keys are the contract's field names (catalysts.proto, `EarningsDetails`…),
// so that a stored row, whichever release wrote it, reads back into its typed message
// (catalyst-details.message.ts); null is a value the provider left unknown. Meanings are in the proto.

export type EarningsDetails = {
  exchange: string | null;
  currency: string | null;
  period: string | null;
  period_year: number | null;
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
};

export type Security = {
  symbol: string;
  exchange: string | null;
};

export type FdaDetails = {
  event_type: string | null;
  drug: { name: string | null; generic: boolean | null; indication_symptom: string[] };
  companies: { name: string; securities: Security[] }[];
  status: string | null;
  target_date: string | null;
  announced_date: string | null;
  outcome: string | null;
  outcome_brief: string | null;
  commentary: string | null;
  source_type: string | null;
  source_link: string | null;
};

export type IpoDetails = {
  exchange: string | null;
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
  currency: string | null;
  description: string | null;
  notes: string | null;
};

export type DividendDetails = {
  exchange: string | null;
  dividend: number | null;
  dividend_prior: number | null;
  dividend_type: string | null;
  dividend_yield: number | null;
  frequency: number | null;
  announced_date: string | null;
  ex_dividend_date: string | null;
  record_date: string | null;
  payable_date: string | null;
  currency: string | null;
  notes: string | null;
};

export type SplitDetails = {
  exchange: string | null;
  ratio: string | null;
  direction: SplitDirection | null;
  optionable: boolean | null;
  date_announced: string | null;
  date_ex: string | null;
  date_recorded: string | null;
  date_distribution: string | null;
  notes: string | null;
};

export type ConferenceDetails = {
  event_name: string | null;
  event_type: string | null;
  date_start: string | null;
  date_end: string | null;
  location: string | null;
  webcast_link: string | null;
  source_link: string | null;
  securities: Security[];
  tags: string[];
};

export type ConferenceCallDetails = {
  exchange: string | null;
  phone_num: string | null;
  international_num: string | null;
  reservation_num: string | null;
  access_code: string | null;
  webcast_url: string | null;
  period: string | null;
  period_year: number | null;
};

export type EconomicDetails = {
  country: string | null;
  event_name: string | null;
  event_period: string | null;
  event_category: string | null;
  period_year: number | null;
  unit: string | null;
  actual: string | null;
  consensus: string | null;
  prior: string | null;
  prior_revised: string | null;
  surprise: string | null;
  description: string | null;
};

export type MarketDetails = {
  kind: MarketDayKind;
  exchanges: string[];
  close_time: string | null;
  name: string;
  notes: string | null;
};

export type DetailsByType = {
  earnings: EarningsDetails;
  fda: FdaDetails;
  ipo: IpoDetails;
  dividend: DividendDetails;
  splits: SplitDetails;
  conference: ConferenceDetails;
  conferencecall: ConferenceCallDetails;
  economic: EconomicDetails;
  market: MarketDetails;
};

/** A calendar type with its own fields: `details` is known from `type`. */
export type TypedDetails = { [T in CalendarType]: { type: T; details: DetailsByType[T] } }[CalendarType];
