import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { bootService } from '@mc/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { AppModule } from '../src/app.module.js';
import type { CatalystsEnv } from '../src/config/env.js';

export const PRISMA_DIR = fileURLToPath(new URL('../prisma', import.meta.url));
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const API_KEY = 'integration-test-key';

/** A BullMQ key prefix of the test file's own, so its jobs meet no other test's workers. */
export const uniqueQueuePrefix = (name: string) => `test-${name}-${randomBytes(4).toString('hex')}`;

export const catalystsConfig = (
  settings: Pick<CatalystsEnv, 'DATABASE_URL' | 'NATS_URL' | 'MARKET_DATA_URL' | 'QUEUE_PREFIX'> & Partial<CatalystsEnv>,
): CatalystsEnv => ({
  REDIS_URL,
  HTTP_HOST: '127.0.0.1',
  HTTP_PORT: 0,
  MARKET_DATA_API_KEY: API_KEY,
  MARKET_DATA_TIMEOUT_MS: 10_000,
  // Long enough that the schedulers stay out of the way: the tests run syncs themselves.
  CATALYSTS_SYNC_MS: 3_600_000,
  CATALYSTS_COMPANIES_MS: 86_400_000,
  REACTIONS_REFRESH_MS: 3_600_000,
  QUOTES_RPC_TIMEOUT_MS: 5_000,
  ...settings,
});

/** One replica of catalysts as it runs in production: Nest app, NATS queue group, outbox relay, BullMQ worker. */
export const startCatalysts = (config: CatalystsEnv): Promise<NestFastifyApplication> =>
  bootService({ name: 'catalysts', config, module: AppModule });

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

/** POSTs to one of the market-data emulator's calendar control routes (see its README). */
export async function calendarControl<T = Record<string, unknown>>(
  emulatorUrl: string,
  route: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${emulatorUrl}/__control/calendar/${route}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok)
    throw new Error(`emulator refused ${route} ${JSON.stringify(body)}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
