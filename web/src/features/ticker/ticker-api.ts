import { api } from '../../api/api-client.js';
import { parseDelayedQuotes, type DelayedQuote } from './delayed-quote.js';
import { listedQuotes } from './listed-quotes.js';

export const DELAYED_QUOTES_PATH = '/api/benzingadelayedquotes/';

/** The listed symbols' delayed quotes in rank order; rejects when the answer cannot be used. */
export async function fetchListedQuotes(signal: AbortSignal): Promise<DelayedQuote[]> {
  // Always ask the bff: a cached copy (the answer allows 30 s in shared caches) could hide a refresh.
  const payload = await api.get<unknown>(DELAYED_QUOTES_PATH, { signal, cache: 'no-cache' });
  return listedQuotes(parseDelayedQuotes(payload));
}
