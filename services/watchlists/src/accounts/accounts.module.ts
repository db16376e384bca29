import { Module } from '@nestjs/common';
import { WatchlistsModule } from '../watchlists/watchlists.module.js';
import { ChangedOwnerTimeZoneConsumer } from './changed-owner-time-zone.consumer.js';
import { DeletedAccountsConsumer } from './deleted-accounts.consumer.js';
import { OwnerAccessConsumer } from './owner-access.consumer.js';
import { RegisteredOwnerTimeZoneConsumer } from './registered-owner-time-zone.consumer.js';

/** What identity's account and preference events and billing's subscription events mean for the lists and their feeds. */
@Module({
  imports: [WatchlistsModule],
  providers: [DeletedAccountsConsumer, OwnerAccessConsumer, RegisteredOwnerTimeZoneConsumer, ChangedOwnerTimeZoneConsumer],
})
export class AccountsModule {}
