import { env, loadServiceEnv, mailEnv, queueEnv } from '@mc/runtime';

export const watchlistsEnv = (source: NodeJS.ProcessEnv = process.env) =>
  loadServiceEnv(
    8087,
    {
      ...mailEnv,
      ...queueEnv,
      /** 32 bytes, base64: seals the feed tokens (feed-token.ts) and, through a key derived from it, signs alert mails' unsubscribe links. */
      FEED_TOKEN_KEY: env.string(),
      /** A ticker check waits this long for catalysts' company universe (then the write is a 503). */
      CATALYSTS_RPC_TIMEOUT_MS: env.integer(3_000, 1),
      /**
       * An owner's alert mail of a sync waits this long after the sync's first alert for the sync's
       * other parts, then for its last part up to ALERT_MAIL_WAIT_MS: within 5 minutes of the sync (issue 22 §2).
       */
      ALERT_MAIL_DELAY_MS: env.integer(30_000, 0),
      ALERT_MAIL_WAIT_MS: env.integer(180_000, 0),
      /** Alert mails in flight at once, each over a connection of the SMTP pool. */
      ALERT_MAIL_CONCURRENCY: env.integer(8, 1),
    },
    source,
  );

export type WatchlistsEnv = ReturnType<typeof watchlistsEnv>;
