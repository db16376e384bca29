import type { EarningsDetails } from '../catalyst-details.js';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { periodLabel, requiredDay, symbols, timeIfConfirmed } from './parse-helpers.js';

export function parseEarnings(row: ProviderRow): CatalystDraft {
  const details: EarningsDetails = {
    exchange: row.text('exchange'),
    currency: row.text('currency'),
    period: row.text('period'),
    period_year: row.integer('period_year'),
    eps_type: row.text('eps_type'),
    eps: row.decimal('eps'),
    eps_est: row.decimal('eps_est'),
    eps_prior: row.decimal('eps_prior'),
    eps_surprise: row.decimal('eps_surprise'),
    eps_surprise_percent: row.decimal('eps_surprise_percent'),
    revenue_type: row.text('revenue_type'),
    revenue: row.decimal('revenue'),
    revenue_est: row.decimal('revenue_est'),
    revenue_prior: row.decimal('revenue_prior'),
    revenue_surprise: row.decimal('revenue_surprise'),
    revenue_surprise_percent: row.decimal('revenue_surprise_percent'),
    notes: row.text('notes'),
  };
  const period = periodLabel(details.period, details.period_year);
  const dateStatus = row.flag('date_confirmed') ? 'confirmed' : 'estimated';
  return {
    type: 'earnings',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols([row.text('ticker')]),
    company: row.text('name'),
    title: period ? `${period} earnings` : 'Earnings',
    date: requiredDay(row, 'date'),
    time: timeIfConfirmed(row, 'time', dateStatus),
    dateStatus,
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details,
    sourceUrl: null,
  };
}
