import { startTracing } from '@mc/runtime/tracing';
import { applyMigrations, startService } from '@mc/runtime';
import { fileURLToPath } from 'node:url';
import { AppModule } from './app.module.js';
import { quotesEnv } from './config/env.js';

startTracing('quotes');
const config = quotesEnv();
await applyMigrations({ databaseUrl: config.DATABASE_URL, prismaDir: fileURLToPath(new URL('../prisma', import.meta.url)) });
await startService({
  name: 'quotes',
  module: AppModule.forRoot(config),
  httpHost: config.HTTP_HOST,
  httpPort: config.HTTP_PORT,
  natsUrl: config.NATS_URL,
});
