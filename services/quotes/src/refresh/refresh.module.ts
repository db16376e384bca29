import { Module } from '@nestjs/common';
import { RedisReadiness } from '@mc/runtime';
import { BenzingaClient } from '../provider/benzinga.client.js';
import { ProviderModule } from '../provider/provider.module.js';
import { ContentTickersModule } from '../content-tickers/content-tickers.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { QuotesRefreshProcessor } from './quotes-refresh.processor.js';
import { QUOTE_SOURCE, QuotesRefreshService } from './quotes-refresh.service.js';
import { RefreshRunsRepository } from './refresh-runs.repository.js';

/** The scheduled refresh: BullMQ job scheduler and worker, the provider's client, the log of runs. */
@Module({
  imports: [QuotesModule, ContentTickersModule, ProviderModule],
  providers: [
    QuotesRefreshProcessor,
    QuotesRefreshService,
    RefreshRunsRepository,
    // The queue's Redis, for /readyz.
    RedisReadiness,
    { provide: QUOTE_SOURCE, useExisting: BenzingaClient },
  ],
})
export class RefreshModule {}
