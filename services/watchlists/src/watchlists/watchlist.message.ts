import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { WatchlistSchema } from '@mc/proto';
import type { OwnedWatchlist } from './watchlists.service.js';

/** A stored list as the contract's Watchlist (the feed token opened: only its owner, or its token's bearer, asks). */
export const toWatchlistMessage = (row: OwnedWatchlist): MessageInitShape<typeof WatchlistSchema> => ({
  id: row.id,
  ownerId: row.ownerId,
  name: row.name,
  tickers: row.tickers,
  feedToken: row.feedToken,
  createdAt: timestampFromDate(row.createdAt),
  updatedAt: timestampFromDate(row.updatedAt),
});
