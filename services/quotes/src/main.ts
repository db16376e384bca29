import { startTracing } from '@mc/runtime/tracing';
import { runService } from '@mc/runtime';
import { AppModule } from './app.module.js';
import { quotesEnv } from './config/env.js';

startTracing('quotes');
await runService({ name: 'quotes', config: quotesEnv(), module: AppModule, prismaDir: new URL('../prisma', import.meta.url) });
