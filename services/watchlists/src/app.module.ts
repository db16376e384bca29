import { Module } from '@nestjs/common';
import { RedisReadiness, ServiceCoreModule } from '@mc/runtime';
import { AccountsModule } from './accounts/accounts.module.js';
import { OwnerEmailConsumer } from './accounts/owner-email.consumer.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { ChangeAlertsConsumer } from './alerts/change-alerts.consumer.js';
import { DeletedAccountsConsumer } from './accounts/deleted-accounts.consumer.js';
import { ChangedOwnerTimeZoneConsumer } from './accounts/changed-owner-time-zone.consumer.js';
import { OwnerAccessConsumer } from './accounts/owner-access.consumer.js';
import { RegisteredOwnerTimeZoneConsumer } from './accounts/registered-owner-time-zone.consumer.js';
import { PrismaService } from './prisma/prisma.service.js';
import { WatchlistsModule } from './watchlists/watchlists.module.js';

const core = ServiceCoreModule.forRoot({
  prisma: PrismaService,
  consumers: [
    DeletedAccountsConsumer,
    OwnerAccessConsumer,
    OwnerEmailConsumer,
    RegisteredOwnerTimeZoneConsumer,
    ChangedOwnerTimeZoneConsumer,
    ChangeAlertsConsumer,
  ],
  readiness: [RedisReadiness],
});

/** watchlists: subscribers' watch lists (issue 21), the tokens of their private calendar feeds, and their alerts (issue 22), over NATS. */
@Module({ imports: [core, WatchlistsModule, AlertsModule, AccountsModule] })
export class AppModule {}
