import { env, failFast, loadEnv } from '@mc/runtime';

export const quotesEnv = () =>
  failFast(() =>
    loadEnv({
      DATABASE_URL: env.url(),
      NATS_URL: env.url('nats://127.0.0.1:4222'),
      REDIS_URL: env.url('redis://127.0.0.1:6379'),
      HTTP_HOST: env.string('0.0.0.0'),
      HTTP_PORT: env.port(8083),
      /** The Benzinga-shaped market-data provider (the emulator in development and tests). */
      MARKET_DATA_URL: env.url('http://127.0.0.1:12112'),
      MARKET_DATA_API_KEY: env.string(),
      /** Per provider request: a provider that stops answering must not hold up a refresh for long. */
      MARKET_DATA_TIMEOUT_MS: env.integer(10_000, 100),
      /** The spec's ticker refreshes every 5 minutes; the floor keeps a typo from hammering the provider. */
      QUOTES_REFRESH_MS: env.integer(300_000, 1_000),
      /** Prefix of the BullMQ keys: stacks that share one Redis (development, tests) must not share jobs. */
      QUEUE_PREFIX: env.string('bull'),
    }),
  );

export type QuotesEnv = ReturnType<typeof quotesEnv>;
export const QUOTES_ENV = Symbol('QUOTES_ENV');
