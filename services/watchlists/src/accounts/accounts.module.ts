import { Module } from '@nestjs/common';
import { WatchlistsModule } from '../watchlists/watchlists.module.js';
import { DeletedAccountsConsumer } from './deleted-accounts.consumer.js';

/** What identity's account events mean for the lists. */
@Module({ imports: [WatchlistsModule], providers: [DeletedAccountsConsumer] })
export class AccountsModule {}
