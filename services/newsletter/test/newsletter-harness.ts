import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { DescMessage, DescMethodUnary, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootService, RpcClient, rpcClientProxy } from '@mc/runtime';
import { deleteRedisKeys, poll } from '@mc/runtime/testing';
import { AppModule } from '../src/app.module.js';
import type { NewsletterEnv } from '../src/config/env.js';

export const PRISMA_DIR = fileURLToPath(new URL('../prisma', import.meta.url));
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const SITE_URL = 'https://marketcatalysts.test';

/** A BullMQ key prefix of the test file's own, so its jobs meet no other test's workers. */
export const uniqueQueuePrefix = (name: string) => `test-${name}-${randomBytes(4).toString('hex')}`;

export const newsletterConfig = (
  settings: Pick<NewsletterEnv, 'DATABASE_URL' | 'NATS_URL' | 'SMTP_URL' | 'QUEUE_PREFIX'> & Partial<NewsletterEnv>,
): NewsletterEnv => ({
  REDIS_URL,
  HTTP_HOST: '127.0.0.1',
  HTTP_PORT: 0,
  MAIL_FROM: 'Market Catalysts <no-reply@marketcatalysts.test>',
  SITE_URL,
  BRIEFING_CRON: '0 7 * * 1',
  BRIEFING_TIME_ZONE: 'America/New_York',
  BRIEFING_CONCURRENCY: 8,
  BRIEFING_RETRY_MS: 100,
  BRIEFING_SOURCE_TIMEOUT_MS: 300,
  ...settings,
});

/** One replica as it runs in production: Nest app, NATS queue group, outbox relay, BullMQ workers. */
export const startNewsletter = (config: NewsletterEnv): Promise<NestFastifyApplication> =>
  bootService({ name: 'newsletter', config, module: AppModule });

export const deleteQueueKeys = (prefix: string) => deleteRedisKeys(REDIS_URL, prefix);

/** `poll` with the longer wait a send with retries needs. */
export const eventually = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> =>
  poll(what, probe, timeoutMs);

/** The bff's side of the contract: typed calls over NATS, as `ServiceClients` makes them. */
export class ContractClient {
  private readonly proxy: ClientProxy;
  private readonly rpc: RpcClient;

  constructor(natsUrl: string) {
    this.proxy = rpcClientProxy({ servers: [natsUrl], name: 'newsletter-test' });
    this.rpc = new RpcClient(this.proxy, 10_000);
  }

  call<I extends DescMessage, O extends DescMessage>(
    method: DescMethodUnary<I, O>,
    input: MessageInitShape<I>,
  ): Promise<MessageShape<O>> {
    return this.rpc.call(method, input);
  }

  close() {
    return this.proxy.close();
  }
}

/** The token of the first `/newsletter/<page>/{token}` link in a text. */
export function linkToken(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${SITE_URL}/newsletter/${page}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
}
