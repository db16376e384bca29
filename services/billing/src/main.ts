import { startTracing } from '@mc/runtime/tracing';
import { applyMigrations, startService } from '@mc/runtime';
import { fileURLToPath } from 'node:url';
import { AppModule } from './app.module.js';
import { billingEnv } from './config/env.js';

startTracing('billing');
const config = billingEnv();
await applyMigrations({ databaseUrl: config.DATABASE_URL, prismaDir: fileURLToPath(new URL('../prisma', import.meta.url)) });
await startService({
  name: 'billing',
  module: AppModule.forRoot(config),
  httpHost: config.HTTP_HOST,
  httpPort: config.HTTP_PORT,
  natsUrl: config.NATS_URL,
  // Stripe signs the exact bytes it sends: the webhook needs them unparsed.
  rawBody: true,
});
