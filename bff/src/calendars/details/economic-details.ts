import type { EconomicDetails } from '@mc/proto';
import type { EconomicDetails as EconomicDetailsJson } from '@mc/api/calendars';

export const economicJson = (details: EconomicDetails): EconomicDetailsJson => ({
  country: details.country ?? null,
  event_name: details.eventName ?? null,
  event_period: details.eventPeriod ?? null,
  event_category: details.eventCategory ?? null,
  period_year: details.periodYear ?? null,
  unit: details.unit ?? null,
  actual: details.actual ?? null,
  consensus: details.consensus ?? null,
  prior: details.prior ?? null,
  prior_revised: details.priorRevised ?? null,
  surprise: details.surprise ?? null,
  description: details.description ?? null,
});
