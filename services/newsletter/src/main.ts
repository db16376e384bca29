import { startTracing } from '@mc/runtime/tracing';
import { runService } from '@mc/runtime';
import { AppModule } from './app.module.js';
import { newsletterEnv } from './config/env.js';

startTracing('newsletter');
await runService({
  name: 'newsletter',
  config: newsletterEnv(),
  module: AppModule,
  prismaDir: new URL('../prisma', import.meta.url),
});
