import { Module, type DynamicModule } from '@nestjs/common';
import { databaseReadiness, HealthController, READINESS_CHECKS } from '@mc/runtime';
import { QUOTES_ENV, type QuotesEnv } from './config/env.js';
import { QuotesEventBus } from './events/event-bus.provider.js';
import { PrismaService } from './prisma/prisma.service.js';
import { BenzingaClient } from './provider/benzinga.client.js';
import { DelayedQuotesService } from './quotes/delayed-quotes.service.js';
import { QuotesController } from './quotes/quotes.controller.js';
import { QuotesRepository } from './quotes/quotes.repository.js';
import { RedisReadiness } from './redis/redis-readiness.js';
import { QuotesRefreshProcessor } from './refresh/quotes-refresh.processor.js';
import { QUOTE_SOURCE, QuotesRefreshService } from './refresh/quotes-refresh.service.js';
import { RefreshRunsRepository } from './refresh/refresh-runs.repository.js';

@Module({})
export class AppModule {
  static forRoot(config: QuotesEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController, QuotesController],
      providers: [
        { provide: QUOTES_ENV, useValue: config },
        PrismaService,
        QuotesEventBus,
        RedisReadiness,
        QuotesRepository,
        RefreshRunsRepository,
        DelayedQuotesService,
        QuotesRefreshService,
        QuotesRefreshProcessor,
        {
          provide: QUOTE_SOURCE,
          useFactory: () =>
            new BenzingaClient({
              baseUrl: config.MARKET_DATA_URL,
              apiKey: config.MARKET_DATA_API_KEY,
              timeoutMs: config.MARKET_DATA_TIMEOUT_MS,
            }),
        },
        {
          provide: READINESS_CHECKS,
          inject: [PrismaService, QuotesEventBus, RedisReadiness],
          useFactory: (prisma: PrismaService, events: QuotesEventBus, redis: RedisReadiness) => [
            databaseReadiness(prisma),
            events.readiness(),
            redis.readiness(),
          ],
        },
      ],
    };
  }
}
