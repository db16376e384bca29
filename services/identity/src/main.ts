import { startTracing } from '@mc/runtime/tracing';
import { runService } from '@mc/runtime';
import { AppModule } from './app.module.js';
import { identityEnv } from './config/env.js';

startTracing('identity');
await runService({
  name: 'identity',
  config: identityEnv(),
  module: AppModule,
  prismaDir: new URL('../prisma', import.meta.url),
});
