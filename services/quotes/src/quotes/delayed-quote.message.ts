import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { DelayedQuoteSchema } from '@mc/proto';
import type { LatestQuote } from '../refresh/latest-quote.js';

/** A stored quote as the contract carries it, in the RPC answer and in quotes.refreshed.v1 alike. */
export function toDelayedQuoteMessage(quote: LatestQuote): MessageInitShape<typeof DelayedQuoteSchema> {
  return {
    symbol: quote.symbol,
    name: quote.name,
    last: quote.last,
    change: quote.change,
    changePercent: quote.changePercent,
    previousClose: quote.previousClose ?? undefined,
    asOf: timestampFromDate(quote.asOf),
  };
}
