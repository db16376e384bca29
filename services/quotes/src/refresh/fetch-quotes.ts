import type { BenzingaClient } from '../provider/benzinga.client.js';
import { symbolBatches } from '../provider/symbol-batches.js';
import { toLatestQuote, type LatestQuote } from './latest-quote.js';
import type { QuotedListing } from './quoted-listings.js';
import { ProviderError } from '@mc/runtime';

export type DelayedQuoteSource = Pick<BenzingaClient, 'delayedQuotes'>;

export interface FetchedQuotes {
  quotes: LatestQuote[];
  /** Asked for, but absent from the answer or incomplete: these keep their last good quote. */
  unquoted: string[];
  fetchedAt: Date;
}

/**
 * Asks the provider for every listed symbol, 50 a request, the requests side by side. One failed
 * request fails the refresh: a refresh is stored whole or not at all, so its as-of tells the truth
 * about every quote it touched.
 */
export async function fetchQuotes(
  source: DelayedQuoteSource,
  listings: readonly QuotedListing[],
  now: () => Date = () => new Date(),
): Promise<FetchedQuotes> {
  const batches = symbolBatches(listings.map((listing) => listing.symbol));
  const answers = await Promise.all(
    batches.map((batch) =>
      source.delayedQuotes(batch).catch((error: unknown) => {
        if (!(error instanceof ProviderError)) throw error;
        throw new ProviderError(error.reason, `${batch[0]}…${batch[batch.length - 1]}: ${error.message}`);
      }),
    ),
  );
  const fetchedAt = now();
  const listedNames = new Map(listings.map((listing) => [listing.symbol, listing.name ?? listing.symbol]));
  // One row per symbol: should an answer repeat a symbol, its most recent quote wins.
  const latest = new Map<string, LatestQuote>();
  for (const answered of answers.flat()) {
    const quote = toLatestQuote(answered, fetchedAt, listedNames.get(answered.symbol) ?? answered.symbol);
    const known = latest.get(answered.symbol);
    if (quote && (!known || known.asOf <= quote.asOf)) latest.set(quote.symbol, quote);
  }
  const unquoted = [...listedNames.keys()].filter((symbol) => !latest.has(symbol));
  return { quotes: [...latest.values()], unquoted, fetchedAt };
}
