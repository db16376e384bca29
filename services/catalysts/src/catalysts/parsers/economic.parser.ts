import { countryName, type EconomicDetails } from '@mc/api/calendars';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { requiredDay } from './parse-helpers.js';

/** An economic release: no company, its figures kept as the provider writes them (units included). */
export function parseEconomic(row: ProviderRow): CatalystDraft {
  const details: EconomicDetails = {
    country: row.text('country')?.toUpperCase() ?? null,
    event_name: row.text('event_name'),
    event_period: row.text('event_period'),
    event_category: row.text('event_category'),
    period_year: row.integer('period_year'),
    actual: row.figure('actual'),
    consensus: row.figure('consensus'),
    prior: row.figure('prior'),
    description: row.text('description'),
  };
  const name = details.event_name ?? 'Economic release';
  const release = details.event_period ? `${name} (${details.event_period})` : name;
  return {
    type: 'economic',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: [],
    company: null,
    title: details.country ? `${countryName(details.country)} ${release}` : release,
    date: requiredDay(row, 'date'),
    time: row.clock('time'),
    dateStatus: row.flag('confirmed') === false ? 'estimated' : 'confirmed',
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details: { ...details },
    sourceUrl: null,
  };
}
