import { countryName } from '@mc/proto/calendar-terms';
import type { EconomicDetails } from '../catalyst-details.js';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { economicUnit, surprise, withUnit } from './economic-figures.js';
import { requiredDay } from './parse-helpers.js';

/**
 * An economic release: no company; its figures written with their unit ("3.1%", "256K"), the revised
 * prior when the provider reports one, and the surprise once the actual is out.
 */
export function parseEconomic(row: ProviderRow): CatalystDraft {
  const actual = row.figure('actual');
  const consensus = row.figure('consensus');
  const prior = row.figure('prior');
  const unit = economicUnit([row.text('actual_t'), row.text('consensus_t'), row.text('prior_t')], [actual, consensus, prior]);
  const details: EconomicDetails = {
    country: row.text('country')?.toUpperCase() ?? null,
    event_name: row.text('event_name'),
    event_period: row.text('event_period'),
    event_category: row.text('event_category'),
    period_year: row.integer('period_year'),
    unit,
    actual: withUnit(actual, unit),
    consensus: withUnit(consensus, unit),
    prior: withUnit(prior, unit),
    prior_revised: withUnit(row.figure('prior_revised'), unit),
    surprise: surprise(actual, consensus, unit),
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
    details,
    sourceUrl: null,
  };
}
