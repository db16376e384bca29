import { env, loadServiceEnv, queueEnv } from '@mc/runtime';

export const quotesEnv = () =>
  loadServiceEnv(8083, {
    ...queueEnv,
    /** The Benzinga-shaped market-data provider (the emulator in development and tests). */
    MARKET_DATA_URL: env.url('http://127.0.0.1:12112'),
    MARKET_DATA_API_KEY: env.string(),
    /** Per provider request: a provider that stops answering must not hold up a refresh for long. */
    MARKET_DATA_TIMEOUT_MS: env.integer(10_000, 100),
    /** The spec's ticker refreshes every 5 minutes; the floor keeps a typo from hammering the provider. */
    QUOTES_REFRESH_MS: env.integer(300_000, 1_000),
    /** How soon a newly followed ticker gets its two years of daily bars; the after-close job is on the clock. */
    DAILY_BARS_NEW_TICKERS_MS: env.integer(600_000, 1_000),
    /**
     * How far back a newly followed ticker's bars go: two years in production (what the expected
     * moves average over); test and bench stacks set 13 (four quarterly reports) so their start-up
     * backfill stays small.
     */
    DAILY_BARS_HISTORY_MONTHS: env.integer(24, 1),
  });

export type QuotesEnv = ReturnType<typeof quotesEnv>;
