import { Module } from '@nestjs/common';
import { RedisReadiness, ServiceCoreModule } from '@mc/runtime';
import { AccountsModule } from './accounts/accounts.module.js';
import { DeletedAccountConsumer } from './accounts/deleted-account.consumer.js';
import { PreferencesChangedConsumer } from './accounts/preferences-changed.consumer.js';
import { RegisteredAccountConsumer } from './accounts/registered-account.consumer.js';
import { BriefingModule } from './briefing/briefing.module.js';
import { HousekeepingModule } from './housekeeping/housekeeping.module.js';
import { PrismaService } from './prisma/prisma.service.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

const core = ServiceCoreModule.forRoot({
  prisma: PrismaService,
  consumers: [RegisteredAccountConsumer, PreferencesChangedConsumer, DeletedAccountConsumer],
  readiness: [RedisReadiness],
});

/** newsletter: double opt-in subscriptions, one-click unsubscribe, and the weekly catalyst briefing. */
@Module({ imports: [core, AccountsModule, SubscriptionsModule, BriefingModule, HousekeepingModule] })
export class AppModule {}
