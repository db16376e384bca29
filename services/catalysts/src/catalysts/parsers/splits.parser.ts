import type { SplitDetails } from '@mc/api/calendars';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { requiredDay, symbols } from './parse-helpers.js';

/** A split's catalyst date is its ex date, when the stock starts trading split-adjusted. */
export function parseSplit(row: ProviderRow): CatalystDraft {
  const details: SplitDetails = {
    exchange: row.text('exchange'),
    ratio: row.text('ratio'),
    optionable: row.flag('optionable'),
    date_announced: row.day('date_announced'),
    date_ex: row.day('date_ex'),
    date_recorded: row.day('date_recorded'),
    date_distribution: row.day('date_distribution'),
  };
  return {
    type: 'splits',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols([row.text('ticker')]),
    company: row.text('name'),
    title: details.ratio ? `${details.ratio} stock split` : 'Stock split',
    date: requiredDay(row, 'date_ex', 'date_announced'),
    time: null,
    // Announced by the company; without an ex date the announcement date stands in for it.
    dateStatus: details.date_ex ? 'confirmed' : 'estimated',
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details: { ...details },
    sourceUrl: null,
  };
}
