import { Module } from '@nestjs/common';
import { RedisReadiness, ServiceCoreModule } from '@mc/runtime';
import { PrismaService } from './prisma/prisma.service.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { RefreshModule } from './refresh/refresh.module.js';

const core = ServiceCoreModule.forRoot({ prisma: PrismaService, readiness: [RedisReadiness] });

/** quotes: the ticker tape's delayed quotes, refreshed from the market-data provider and answered from its database. */
@Module({ imports: [core, QuotesModule, RefreshModule] })
export class AppModule {}
