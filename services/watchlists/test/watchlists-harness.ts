import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import { CatalystsService, ListCompaniesRequestSchema, ListCompaniesResponseSchema, rpcSubject } from '@mc/proto';
import { bootService, RpcClient, rpcClientProxy } from '@mc/runtime';
import { AppModule } from '../src/app.module.js';
import type { WatchlistsEnv } from '../src/config/env.js';

export const PRISMA_DIR = fileURLToPath(new URL('../prisma', import.meta.url));
/** 32 bytes, base64: a test's own sealing key. */
export const TEST_FEED_TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const SITE_URL = 'https://marketcatalysts.test';

/** A BullMQ key prefix of the test file's own, so its jobs meet no other test's workers. */
export const uniqueQueuePrefix = (name: string) => `test-${name}-${randomBytes(4).toString('hex')}`;

export const watchlistsConfig = (
  settings: Pick<WatchlistsEnv, 'DATABASE_URL' | 'NATS_URL'> & Partial<WatchlistsEnv>,
): WatchlistsEnv => ({
  HTTP_HOST: '127.0.0.1',
  HTTP_PORT: 0,
  FEED_TOKEN_KEY: TEST_FEED_TOKEN_KEY,
  CATALYSTS_RPC_TIMEOUT_MS: 2_000,
  REDIS_URL,
  QUEUE_PREFIX: uniqueQueuePrefix('watchlists'),
  // Nothing listens there: a test that mails starts the mail emulator and names it.
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Market Catalysts <no-reply@marketcatalysts.test>',
  SITE_URL,
  ALERT_MAIL_DELAY_MS: 200,
  ALERT_MAIL_WAIT_MS: 5_000,
  ALERT_MAIL_CONCURRENCY: 4,
  ...settings,
});

export const startWatchlists = (config: WatchlistsEnv): Promise<NestFastifyApplication> =>
  bootService({ name: 'watchlists', config, module: AppModule });

/** The bff's side of the NATS connection, for calling the service's contract. */
export function watchlistsClient(natsUrl: string): { client: RpcClient; close(): Promise<void> } {
  const proxy: ClientProxy = rpcClientProxy({ servers: [natsUrl] });
  return { client: new RpcClient(proxy, 5_000), close: () => proxy.close() };
}

/**
 * The catalysts service's ListCompanies as the watchlists service sees it, answering from `known`:
 * a reply framed as the runtime's (first byte 0: the output's protobuf binary).
 */
export function fakeCompanyUniverse(nc: NatsConnection, known: ReadonlySet<string>): void {
  nc.subscribe(rpcSubject(CatalystsService.method.listCompanies), {
    callback: (_error, message) => {
      const request = fromBinary(ListCompaniesRequestSchema, message.data);
      const companies = request.tickers
        .filter((ticker) => known.has(ticker))
        .map((ticker) => ({ ticker, name: `${ticker} Inc.` }));
      const body = toBinary(
        ListCompaniesResponseSchema,
        create(ListCompaniesResponseSchema, { outcome: { case: 'success', value: { companies } } }),
      );
      const frame = new Uint8Array(body.length + 1);
      frame.set(body, 1);
      message.respond(frame);
    },
  });
}
