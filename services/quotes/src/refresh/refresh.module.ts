import { Module } from '@nestjs/common';
import { RedisReadiness, SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import { BenzingaClient } from '../provider/benzinga.client.js';
import { ContentTickersModule } from '../content-tickers/content-tickers.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { QuotesRefreshProcessor } from './quotes-refresh.processor.js';
import { QUOTE_SOURCE, QuotesRefreshService } from './quotes-refresh.service.js';
import { RefreshRunsRepository } from './refresh-runs.repository.js';

/** The scheduled refresh: BullMQ job scheduler and worker, the provider's client, the log of runs. */
@Module({
  imports: [QuotesModule, ContentTickersModule],
  providers: [
    QuotesRefreshProcessor,
    QuotesRefreshService,
    RefreshRunsRepository,
    // The queue's Redis, for /readyz.
    RedisReadiness,
    {
      provide: QUOTE_SOURCE,
      inject: [SERVICE_ENV],
      useFactory: (config: QuotesEnv) =>
        new BenzingaClient({
          baseUrl: config.MARKET_DATA_URL,
          apiKey: config.MARKET_DATA_API_KEY,
          timeoutMs: config.MARKET_DATA_TIMEOUT_MS,
        }),
    },
  ],
})
export class RefreshModule {}
