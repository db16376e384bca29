import { Module } from '@nestjs/common';
import { RedisReadiness, SERVICE_ENV } from '@mc/runtime';
import { CompaniesModule } from '../companies/companies.module.js';
import { CompanyRefreshService } from '../companies/company-refresh.service.js';
import type { CatalystsEnv } from '../config/env.js';
import { CALENDAR_SOURCE, CalendarProviderClient } from '../provider/calendar-provider.client.js';
import { CalendarSyncProcessor } from './calendar-sync.processor.js';
import { CalendarSyncService } from './calendar-sync.service.js';
import { CatalystWritesRepository } from './catalyst-writes.repository.js';
import { CompanyTickersRepository } from './company-tickers.repository.js';
import { SyncLagMetric } from './sync-lag.metric.js';
import { SyncLeaseRepository } from './sync-lease.repository.js';

/** The calendars kept in step with the provider: BullMQ job schedulers, leases, upserts and change events. */
@Module({
  imports: [CompaniesModule],
  providers: [
    SyncLeaseRepository,
    CatalystWritesRepository,
    CompanyTickersRepository,
    CalendarSyncService,
    CompanyRefreshService,
    CalendarSyncProcessor,
    SyncLagMetric,
    // The queue's Redis, for /readyz.
    RedisReadiness,
    {
      provide: CALENDAR_SOURCE,
      inject: [SERVICE_ENV],
      useFactory: (config: CatalystsEnv) =>
        new CalendarProviderClient({
          baseUrl: config.MARKET_DATA_URL,
          apiKey: config.MARKET_DATA_API_KEY,
          timeoutMs: config.MARKET_DATA_TIMEOUT_MS,
        }),
    },
  ],
})
export class SyncModule {}
