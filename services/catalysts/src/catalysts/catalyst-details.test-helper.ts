import type { EarningsDetails, FdaDetails, IpoDetails } from './catalyst-details.js';

// Details of drafts in unit specs: every field unknown but those a spec names.

export const earningsDetails = (fields: Partial<EarningsDetails> = {}): EarningsDetails => ({
  exchange: null,
  currency: null,
  period: null,
  period_year: null,
  eps_type: null,
  eps: null,
  eps_est: null,
  eps_prior: null,
  eps_surprise: null,
  eps_surprise_percent: null,
  revenue_type: null,
  revenue: null,
  revenue_est: null,
  revenue_prior: null,
  revenue_surprise: null,
  revenue_surprise_percent: null,
  notes: null,
  ...fields,
});

export const fdaDetails = (fields: Partial<FdaDetails> = {}): FdaDetails => ({
  event_type: null,
  drug: { name: null, generic: null, indication_symptom: [] },
  companies: [],
  status: null,
  target_date: null,
  announced_date: null,
  outcome: null,
  outcome_brief: null,
  commentary: null,
  source_type: null,
  source_link: null,
  ...fields,
});

export const ipoDetails = (fields: Partial<IpoDetails> = {}): IpoDetails => ({
  exchange: null,
  deal_status: null,
  ipo_type: null,
  pricing_date: null,
  price_min: null,
  price_max: null,
  price_public_offering: null,
  offering_shares: null,
  offering_value: null,
  market_cap_at_offer: null,
  lead_underwriters: [],
  insider_lockup_date: null,
  currency: null,
  description: null,
  notes: null,
  ...fields,
});
