import { useEffect, useState } from 'react';
import type { DelayedQuote } from './delayed-quote.js';
import { fetchListedQuotes } from './ticker-api.js';
import { TICKER_SETTINGS } from './ticker-settings.js';

export type DelayedQuotesState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; quotes: DelayedQuote[] };

/**
 * Spec §4: loading, then error or loaded; fetched again every 5 minutes. A failed refresh keeps the
 * quotes already on the tape, and an answer with none of the listed symbols counts as a failure,
 * since an empty tape tells a trader nothing.
 */
export function useDelayedQuotes(): DelayedQuotesState {
  const [state, setState] = useState<DelayedQuotesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();

    async function load() {
      try {
        const quotes = await fetchListedQuotes(controller.signal);
        if (controller.signal.aborted) return;
        if (quotes.length === 0) throw new Error('No listed symbol was quoted');
        setState({ status: 'loaded', quotes });
      } catch {
        if (controller.signal.aborted) return;
        setState((current) => (current.status === 'loaded' ? current : { status: 'error' }));
      }
    }

    void load();
    const refresh = window.setInterval(() => void load(), TICKER_SETTINGS.refreshIntervalMs);
    return () => {
      controller.abort();
      window.clearInterval(refresh);
    };
  }, []);

  return state;
}
