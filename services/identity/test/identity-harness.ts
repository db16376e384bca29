import { fileURLToPath } from 'node:url';
import { bootService } from '@mc/runtime';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../src/app.module.js';
import type { IdentityEnv } from '../src/config/env.js';

export const PRISMA_DIR = fileURLToPath(new URL('../prisma', import.meta.url));

/** identity's settings for a test: its database and NATS server, the rest sensible defaults (nothing is mailed unless SMTP_URL says where). */
export const identityConfig = (settings: Pick<IdentityEnv, 'DATABASE_URL' | 'NATS_URL'> & Partial<IdentityEnv>): IdentityEnv => ({
  HTTP_HOST: '127.0.0.1',
  HTTP_PORT: 0,
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'Market Catalysts <no-reply@example.com>',
  SITE_URL: 'http://localhost:8080',
  RESET_TOKEN_SECRET: 'integration-test-secret',
  TOKEN_IDLE_SECONDS: 30 * 24 * 3600,
  TOKEN_MAX_AGE_SECONDS: 90 * 24 * 3600,
  ...settings,
});

/** identity as it runs in production: Nest app, NATS queue group, outbox relay. */
export const startIdentity = (config: IdentityEnv): Promise<NestFastifyApplication> =>
  bootService({ name: 'identity', module: AppModule, config });
