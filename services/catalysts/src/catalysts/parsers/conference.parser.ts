import type { ConferenceDetails } from '../catalyst-details.js';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { requiredDay, symbols } from './parse-helpers.js';

/**
 * An investor conference: dated by its first day. The provider names no company, only symbols;
 * the company's name comes from its profile when the catalyst is stored.
 */
export function parseConference(row: ProviderRow): CatalystDraft {
  const securities = row
    .rows('securities')
    .map((security) => ({ symbol: security.text('symbol')?.toUpperCase() ?? '', exchange: security.text('exchange') }))
    .filter((security) => security.symbol !== '');
  const dateStart = requiredDay(row, 'date_start');
  const details: ConferenceDetails = {
    event_name: row.text('event_name'),
    event_type: row.text('event_type'),
    date_start: dateStart,
    date_end: row.day('date_end') ?? dateStart,
    location: row.text('location'),
    webcast_link: row.text('webcast_link'),
    source_link: row.text('source_link'),
    securities,
    tags: row.texts('tags'),
  };
  return {
    type: 'conference',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols(securities.map((security) => security.symbol)),
    company: null,
    title: details.event_name ?? details.event_type ?? 'Investor conference',
    date: dateStart,
    time: row.clock('start_time'),
    dateStatus: 'confirmed',
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details,
    sourceUrl: details.source_link ?? details.webcast_link,
  };
}
