import { Module } from '@nestjs/common';
import { WatchlistsModule } from '../watchlists/watchlists.module.js';
import { DeletedAccountsConsumer } from './deleted-accounts.consumer.js';
import { OwnerAccessConsumer } from './owner-access.consumer.js';

/** What identity's account events and billing's subscription events mean for the lists and their feeds. */
@Module({ imports: [WatchlistsModule], providers: [DeletedAccountsConsumer, OwnerAccessConsumer] })
export class AccountsModule {}
