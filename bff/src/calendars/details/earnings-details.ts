import type { EarningsDetails } from '@mc/proto';
import type { EarningsDetails as EarningsDetailsJson } from '@mc/api/calendars';

export const earningsJson = (details: EarningsDetails): EarningsDetailsJson => ({
  exchange: details.exchange ?? null,
  currency: details.currency ?? null,
  period: details.period ?? null,
  period_year: details.periodYear ?? null,
  eps_type: details.epsType ?? null,
  eps: details.eps ?? null,
  eps_est: details.epsEst ?? null,
  eps_prior: details.epsPrior ?? null,
  eps_surprise: details.epsSurprise ?? null,
  eps_surprise_percent: details.epsSurprisePercent ?? null,
  revenue_type: details.revenueType ?? null,
  revenue: details.revenue ?? null,
  revenue_est: details.revenueEst ?? null,
  revenue_prior: details.revenuePrior ?? null,
  revenue_surprise: details.revenueSurprise ?? null,
  revenue_surprise_percent: details.revenueSurprisePercent ?? null,
  notes: details.notes ?? null,
});
