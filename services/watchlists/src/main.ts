import { startTracing } from '@mc/runtime/tracing';
import { runService } from '@mc/runtime';
import { AppModule } from './app.module.js';
import { watchlistsEnv } from './config/env.js';

startTracing('watchlists');
await runService({
  name: 'watchlists',
  config: watchlistsEnv(),
  module: AppModule,
  prismaDir: new URL('../prisma', import.meta.url),
});
