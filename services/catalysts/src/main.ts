import { startTracing } from '@mc/runtime/tracing';
import { runService } from '@mc/runtime';
import { AppModule } from './app.module.js';
import { catalystsEnv } from './config/env.js';

startTracing('catalysts');
await runService({
  name: 'catalysts',
  config: catalystsEnv(),
  module: AppModule,
  prismaDir: new URL('../prisma', import.meta.url),
});
