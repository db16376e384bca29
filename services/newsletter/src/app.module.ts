import { Module } from '@nestjs/common';
import { RedisReadiness, ServiceCoreModule } from '@mc/runtime';
import { BriefingModule } from './briefing/briefing.module.js';
import { HousekeepingModule } from './housekeeping/housekeeping.module.js';
import { PrismaService } from './prisma/prisma.service.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

const core = ServiceCoreModule.forRoot({ prisma: PrismaService, readiness: [RedisReadiness] });

/** newsletter: double opt-in subscriptions, one-click unsubscribe, and the weekly catalyst briefing. */
@Module({ imports: [core, SubscriptionsModule, BriefingModule, HousekeepingModule] })
export class AppModule {}
