import { Module } from '@nestjs/common';
import { RedisReadiness, ServiceCoreModule } from '@mc/runtime';
import { CalendarsModule } from './calendars/calendars.module.js';
import { CompaniesModule } from './companies/companies.module.js';
import { MarketDaysModule } from './market-days/market-days.module.js';
import { PrismaService } from './prisma/prisma.service.js';
import { ReactionsModule } from './reactions/reactions.module.js';
import { SyncModule } from './sync/sync.module.js';

const core = ServiceCoreModule.forRoot({ prisma: PrismaService, readiness: [RedisReadiness] });

/** catalysts: the catalyst calendars, synced from the market-data provider (and the market calendar, from its own table) and queried by the bff. */
@Module({ imports: [core, SyncModule, CalendarsModule, CompaniesModule, MarketDaysModule, ReactionsModule] })
export class AppModule {}
