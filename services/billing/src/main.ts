import { startTracing } from '@mc/runtime/tracing';
import { runService } from '@mc/runtime';
import { AppModule } from './app.module.js';
import { billingEnv } from './config/env.js';

startTracing('billing');
await runService({
  name: 'billing',
  config: billingEnv(),
  module: AppModule,
  prismaDir: new URL('../prisma', import.meta.url),
  // Stripe signs the exact bytes it sends: the webhook needs them unparsed.
  rawBody: true,
});
