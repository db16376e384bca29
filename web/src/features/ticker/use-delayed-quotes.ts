import { useBffQuery } from '../../api/bff-query.js';
import type { DelayedQuote } from './delayed-quote.js';
import { fetchListedQuotes } from './ticker-api.js';
import { TICKER_SETTINGS } from './ticker-settings.js';

export const tickerKeys = {
  quotes: () => ['ticker', 'delayed-quotes'] as const,
};

/**
 * Spec §4: loading, then error or loaded; fetched again every 5 minutes. A failed refresh keeps the
 * quotes already on the tape, and an answer with none of the listed symbols counts as a failure,
 * since an empty tape tells a trader nothing. The quotes are the same for every reader, so signing
 * in or out keeps the tape as it is.
 */
export function useDelayedQuotes() {
  return useBffQuery<DelayedQuote[]>({
    key: tickerKeys.quotes(),
    sameForEveryone: true,
    refetchInterval: TICKER_SETTINGS.refreshIntervalMs,
    load: async ({ signal }) => {
      const quotes = await fetchListedQuotes(signal);
      if (quotes.length === 0) throw new Error('No listed symbol was quoted');
      return quotes;
    },
  });
}
