import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startService } from '@mc/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
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
  ...settings,
});

/** One replica of quotes as it runs in production: Nest app, NATS queue group, outbox relay, BullMQ worker. */
export const startQuotes = (config: QuotesEnv): Promise<NestFastifyApplication> =>
  startService({
    name: 'quotes',
    module: AppModule.forRoot(config),
    httpHost: '127.0.0.1',
    httpPort: 0,
    natsUrl: config.NATS_URL,
  });

/** Asks `probe` every 100 ms until it answers something, failing with `what` after `timeoutMs`. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Deletes the test's BullMQ keys (only those under its own prefix). */
export async function deleteQueueKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}:*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

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
