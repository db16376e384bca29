import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@mc/runtime';
import { AccountsModule } from './accounts/accounts.module.js';
import { DeletedAccountsConsumer } from './accounts/deleted-accounts.consumer.js';
import { ChangedOwnerTimeZoneConsumer } from './accounts/changed-owner-time-zone.consumer.js';
import { OwnerAccessConsumer } from './accounts/owner-access.consumer.js';
import { RegisteredOwnerTimeZoneConsumer } from './accounts/registered-owner-time-zone.consumer.js';
import { PrismaService } from './prisma/prisma.service.js';
import { WatchlistsModule } from './watchlists/watchlists.module.js';

const core = ServiceCoreModule.forRoot({
  prisma: PrismaService,
  consumers: [DeletedAccountsConsumer, OwnerAccessConsumer, RegisteredOwnerTimeZoneConsumer, ChangedOwnerTimeZoneConsumer],
});

/** watchlists: subscribers' watch lists (issue 21) and the tokens of their private calendar feeds, over NATS. */
@Module({ imports: [core, WatchlistsModule, AccountsModule] })
export class AppModule {}
