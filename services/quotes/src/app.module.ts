import { Module } from '@nestjs/common';
import { RedisReadiness, ServiceCoreModule } from '@mc/runtime';
import { CatalystTickersConsumer } from './catalyst-tickers/catalyst-tickers.consumer.js';
import { CatalystTickersModule } from './catalyst-tickers/catalyst-tickers.module.js';
import { ContentTickersConsumer } from './content-tickers/content-tickers.consumer.js';
import { ContentTickersModule } from './content-tickers/content-tickers.module.js';
import { DailyBarsModule } from './daily-bars/daily-bars.module.js';
import { PrismaService } from './prisma/prisma.service.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { RefreshModule } from './refresh/refresh.module.js';

const core = ServiceCoreModule.forRoot({
  prisma: PrismaService,
  consumers: [ContentTickersConsumer, CatalystTickersConsumer],
  readiness: [RedisReadiness],
});

/**
 * quotes: the delayed quotes of the ticker tape and of the tickers content names (its portfolios and items),
 * refreshed from the market-data provider, and their daily bars and those of the companies with earnings or
 * FDA rows in catalysts (two years, one more after each close), all answered from its database.
 */
@Module({ imports: [core, QuotesModule, ContentTickersModule, CatalystTickersModule, RefreshModule, DailyBarsModule] })
export class AppModule {}
