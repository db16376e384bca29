import type { SplitDetails } from '../catalyst-details.js';
import type { ProviderRow } from '../../provider/provider-row.js';
import type { CatalystDraft } from '../catalyst-draft.js';
import { requiredDay, symbols } from './parse-helpers.js';

/** A split's catalyst date is its ex date, when the stock starts trading split-adjusted. */
export function parseSplit(row: ProviderRow): CatalystDraft {
  const ratio = row.text('ratio');
  const shares = ratio ? sharesOf(ratio) : null;
  const details: SplitDetails = {
    exchange: row.text('exchange'),
    ratio,
    direction: shares && shares.new !== shares.old ? (shares.new > shares.old ? 'forward' : 'reverse') : null,
    optionable: row.flag('optionable'),
    date_announced: row.day('date_announced'),
    date_ex: row.day('date_ex'),
    date_recorded: row.day('date_recorded'),
    date_distribution: row.day('date_distribution'),
    notes: row.text('notes'),
  };
  return {
    type: 'splits',
    providerId: row.id(),
    providerUpdated: row.updated(),
    tickers: symbols([row.text('ticker')]),
    company: row.text('name'),
    title: splitTitle(details.ratio, shares),
    date: requiredDay(row, 'date_ex', 'date_announced'),
    time: null,
    // Announced by the company; without an ex date the announcement date stands in for it.
    dateStatus: details.date_ex ? 'confirmed' : 'estimated',
    datePrecision: 'day',
    dateLabel: null,
    importance: row.importance(),
    details,
    sourceUrl: null,
  };
}

/** "10:1", "1-for-8", "3/2": new shares for old. */
function sharesOf(ratio: string): { new: number; old: number } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?::|\/|-for-|\s+for\s+)\s*(\d+(?:\.\d+)?)\s*$/i.exec(ratio);
  if (!match) return null;
  const [newShares, oldShares] = [Number(match[1]), Number(match[2])];
  return newShares > 0 && oldShares > 0 ? { new: newShares, old: oldShares } : null;
}

/** "10-for-1 stock split", "1-for-8 reverse stock split": the words a trader uses, not the ratio's colon. */
function splitTitle(ratio: string | null, shares: { new: number; old: number } | null): string {
  if (!shares) return ratio ? `${ratio} stock split` : 'Stock split';
  const words = `${shares.new}-for-${shares.old}`;
  return shares.new < shares.old ? `${words} reverse stock split` : `${words} stock split`;
}
