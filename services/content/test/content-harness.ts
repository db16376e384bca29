import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { bootService, RpcClient, rpcClientProxy } from '@mc/runtime';
import { AppModule } from '../src/app.module.js';
import type { ContentEnv } from '../src/config/env.js';

export const PRISMA_DIR = fileURLToPath(new URL('../prisma', import.meta.url));
export const REPO_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));
export const SUPPORT_EMAIL = 'support@content-test.example';

/** A copy of the repository's content folder that a test may edit. */
export async function copyOfContent(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'mc-content-'));
  await cp(REPO_CONTENT_DIR, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export const contentConfig = (
  settings: Pick<ContentEnv, 'DATABASE_URL' | 'NATS_URL' | 'CONTENT_DIR'> & Partial<ContentEnv>,
): ContentEnv => ({
  HTTP_HOST: '127.0.0.1',
  HTTP_PORT: 0,
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'Market Catalysts <no-reply@content-test.example>',
  SITE_URL: 'http://localhost:8080',
  SUPPORT_EMAIL,
  ...settings,
});

/** One replica of content as it runs in production; it loads CONTENT_DIR before it answers. */
export const startContent = (config: ContentEnv): Promise<NestFastifyApplication> =>
  bootService({ name: 'content', config, module: AppModule });

/** The bff's side of the NATS connection, for calling the service's contract. */
export function contentClient(natsUrl: string): { client: RpcClient; close(): Promise<void> } {
  const proxy: ClientProxy = rpcClientProxy({ servers: [natsUrl] });
  return { client: new RpcClient(proxy, 5_000), close: () => proxy.close() };
}
