import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { bootService } from '@mc/runtime';
import { deleteRedisKeys, poll } from '@mc/runtime/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../src/app.module.js';
import type { QuotesEnv } from '../src/config/env.js';

export const PRISMA_DIR = fileURLToPath(new URL('../prisma', import.meta.url));
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A BullMQ key prefix of the test file's own, so its jobs meet no other test's workers. */
export const uniqueQueuePrefix = (name: string) => `test-${name}-${randomBytes(4).toString('hex')}`;

export const quotesConfig = (
  settings: Pick<QuotesEnv, 'DATABASE_URL' | 'NATS_URL' | 'MARKET_DATA_URL' | 'QUEUE_PREFIX' | 'QUOTES_REFRESH_MS'> &
    Partial<QuotesEnv>,
): QuotesEnv => ({
  REDIS_URL,
  HTTP_HOST: '127.0.0.1',
  HTTP_PORT: 0,
  MARKET_DATA_API_KEY: 'integration-test-key',
  MARKET_DATA_TIMEOUT_MS: 10_000,
  DAILY_BARS_NEW_TICKERS_MS: 600_000,
  DAILY_BARS_HISTORY_MONTHS: 24,
  ...settings,
});

/** One replica of quotes as it runs in production: Nest app, NATS queue group, outbox relay, BullMQ worker. */
export const startQuotes = (config: QuotesEnv): Promise<NestFastifyApplication> =>
  bootService({ name: 'quotes', config, module: AppModule });

/** `poll` with the longer wait a BullMQ schedule with retries needs. */
export const eventually = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> =>
  poll(what, probe, timeoutMs);

/** Deletes the test's BullMQ keys (only those under its own prefix). */
export const deleteQueueKeys = (prefix: string) => deleteRedisKeys(REDIS_URL, prefix);

/** What the market-data emulator's control switches accept (see its README). */
export type ProviderMode = { mode: 'normal' | 'shapeB' | 'fail' | 'garbage' } | { mode: 'slow'; delayMs: number };

export async function setProviderMode(emulatorUrl: string, mode: ProviderMode): Promise<void> {
  const response = await fetch(`${emulatorUrl}/__control/mode`, { method: 'POST', body: JSON.stringify(mode) });
  if (!response.ok) throw new Error(`emulator refused ${JSON.stringify(mode)}: ${response.status}`);
}

export async function setProviderClock(emulatorUrl: string, nowMs: number): Promise<void> {
  const response = await fetch(`${emulatorUrl}/__control/clock`, { method: 'POST', body: JSON.stringify({ nowMs }) });
  if (!response.ok) throw new Error(`emulator refused the clock: ${response.status}`);
}

/** How many delayed-quote requests the emulator has answered (refused ones included). */
export async function providerRequests(emulatorUrl: string): Promise<number> {
  const state = (await (await fetch(`${emulatorUrl}/__control/stats`)).json()) as {
    requests: { byPath: Record<string, number> };
  };
  return state.requests.byPath['/api/v1/quoteDelayed'] ?? 0;
}
