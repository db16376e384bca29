import { Module } from '@nestjs/common';
import { RedisReadiness } from '@mc/runtime';
import { CatalystTickersModule } from '../catalyst-tickers/catalyst-tickers.module.js';
import { ContentTickersModule } from '../content-tickers/content-tickers.module.js';
import { BenzingaClient } from '../provider/benzinga.client.js';
import { ProviderModule } from '../provider/provider.module.js';
import { DailyBarsController } from './daily-bars.controller.js';
import { DailyBarsProcessor } from './daily-bars.processor.js';
import { BAR_SOURCE, DailyBarsSyncService } from './daily-bars-sync.service.js';
import { DailyBarsRepository } from './daily-bars.repository.js';

/** The daily bars of the followed tickers: the sync (backfill, after each close), its jobs, the RPC. */
@Module({
  imports: [ContentTickersModule, CatalystTickersModule, ProviderModule],
  controllers: [DailyBarsController],
  providers: [
    DailyBarsRepository,
    DailyBarsSyncService,
    DailyBarsProcessor,
    // The queue's Redis, for /readyz.
    RedisReadiness,
    { provide: BAR_SOURCE, useExisting: BenzingaClient },
  ],
})
export class DailyBarsModule {}
