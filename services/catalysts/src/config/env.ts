import { env, loadServiceEnv } from '@mc/runtime';

export const catalystsEnv = (source: NodeJS.ProcessEnv = process.env) =>
  loadServiceEnv(
    8085,
    {
      REDIS_URL: env.url('redis://127.0.0.1:6379'),
      /** The Benzinga-shaped market-data provider (the emulator in development and tests). */
      MARKET_DATA_URL: env.url('http://127.0.0.1:12112'),
      MARKET_DATA_API_KEY: env.string(),
      /** Per provider request: a provider that stops answering must not hold a sync for long. */
      MARKET_DATA_TIMEOUT_MS: env.integer(15_000, 100),
      /** How often each calendar type syncs (issue 8: every 10 minutes); the floor keeps a typo from hammering the provider. */
      CATALYSTS_SYNC_MS: env.integer(600_000, 1_000),
      /** How often every known company's profile (sector, market cap) is fetched again. */
      CATALYSTS_COMPANIES_MS: env.integer(86_400_000, 1_000),
      /** Prefix of the BullMQ keys: the product's `mc:` space; a test run sharing the Redis sets its own. */
      QUEUE_PREFIX: env.string('mc:bull'),
      /** How often past reports' and decisions' reactions are measured from quotes' daily bars (issue 23 §2). */
      REACTIONS_REFRESH_MS: env.integer(1_800_000, 1_000),
      /** Per ListDailyBars call to quotes. */
      QUOTES_RPC_TIMEOUT_MS: env.integer(10_000, 1),
    },
    source,
  );

export type CatalystsEnv = ReturnType<typeof catalystsEnv>;
