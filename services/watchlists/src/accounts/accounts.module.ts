import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/alerts.module.js';
import { WatchlistsModule } from '../watchlists/watchlists.module.js';
import { ChangedOwnerTimeZoneConsumer } from './changed-owner-time-zone.consumer.js';
import { DeletedAccountsConsumer } from './deleted-accounts.consumer.js';
import { OwnerAccessConsumer } from './owner-access.consumer.js';
import { OwnerEmailConsumer } from './owner-email.consumer.js';
import { RegisteredOwnerTimeZoneConsumer } from './registered-owner-time-zone.consumer.js';

/** What identity's account and preference events and billing's subscription events mean for the lists, their feeds and alerts. */
@Module({
  imports: [WatchlistsModule, AlertsModule],
  providers: [
    DeletedAccountsConsumer,
    OwnerAccessConsumer,
    OwnerEmailConsumer,
    RegisteredOwnerTimeZoneConsumer,
    ChangedOwnerTimeZoneConsumer,
  ],
})
export class AccountsModule {}
