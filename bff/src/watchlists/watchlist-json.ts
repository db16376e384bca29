import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Watchlist as WatchlistMessage } from '@mc/proto';
import type { Watchlist } from '@mc/api/watchlists';

/** The feed's address: `{SITE_URL}/ics/{token}.ics` (shown only to the list's owner). */
export const feedUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/+$/, '')}/ics/${token}.ics`;

export function toWatchlistJson(list: WatchlistMessage, siteUrl: string): Watchlist {
  return {
    id: list.id,
    name: list.name,
    tickers: list.tickers,
    ticker_count: list.tickers.length,
    ics_url: feedUrl(siteUrl, list.feedToken),
    created_at: list.createdAt ? timestampDate(list.createdAt).toISOString() : '',
    updated_at: list.updatedAt ? timestampDate(list.updatedAt).toISOString() : '',
  };
}
