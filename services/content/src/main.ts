import { startTracing } from '@mc/runtime/tracing';
import { runService } from '@mc/runtime';
import { AppModule } from './app.module.js';
import { contentEnv } from './config/env.js';

startTracing('content');
await runService({ name: 'content', config: contentEnv(), module: AppModule, prismaDir: new URL('../prisma', import.meta.url) });
