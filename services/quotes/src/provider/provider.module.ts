import { Module } from '@nestjs/common';
import { SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import { BenzingaClient } from './benzinga.client.js';

/** The market-data provider's one client, for the quotes refresh and the daily-bars sync alike. */
@Module({
  providers: [
    {
      provide: BenzingaClient,
      inject: [SERVICE_ENV],
      useFactory: (config: QuotesEnv) =>
        new BenzingaClient({
          baseUrl: config.MARKET_DATA_URL,
          apiKey: config.MARKET_DATA_API_KEY,
          timeoutMs: config.MARKET_DATA_TIMEOUT_MS,
        }),
    },
  ],
  exports: [BenzingaClient],
})
export class ProviderModule {}
