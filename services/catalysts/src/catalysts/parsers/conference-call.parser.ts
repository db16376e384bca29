import type { ConferenceCallDetails } from '../catalyst-details.js';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { periodLabel, requiredDay, symbols, timeIfConfirmed } from './parse-helpers.js';

export function parseConferenceCall(row: ProviderRow): CatalystDraft {
  const details: ConferenceCallDetails = {
    exchange: row.text('exchange'),
    phone_num: row.text('phone_num'),
    international_num: row.text('international_num'),
    reservation_num: row.text('reservation_num'),
    access_code: row.text('access_code'),
    webcast_url: row.text('webcast_url'),
    period: row.text('period'),
    period_year: row.integer('period_year'),
  };
  const period = periodLabel(details.period, details.period_year);
  const dateStatus = row.flag('confirmed') ? 'confirmed' : 'estimated';
  return {
    type: 'conferencecall',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols([row.text('ticker')]),
    company: row.text('name'),
    title: period ? `${period} earnings call` : 'Earnings call',
    date: requiredDay(row, 'date'),
    time: timeIfConfirmed(row, 'start_time', dateStatus),
    dateStatus,
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details,
    sourceUrl: details.webcast_url,
  };
}
