import { env, loadServiceEnv } from '@mc/runtime';

export const watchlistsEnv = (source: NodeJS.ProcessEnv = process.env) =>
  loadServiceEnv(
    8087,
    {
      /** 32 bytes, base64: seals the feed tokens (feed-token.ts). */
      FEED_TOKEN_KEY: env.string(),
      /** A ticker check waits this long for catalysts' company universe (then the write is a 503). */
      CATALYSTS_RPC_TIMEOUT_MS: env.integer(3_000, 1),
    },
    source,
  );

export type WatchlistsEnv = ReturnType<typeof watchlistsEnv>;
