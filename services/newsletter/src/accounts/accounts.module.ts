import { Module } from '@nestjs/common';
import { DeletedAccountConsumer } from './deleted-account.consumer.js';
import { PreferencesChangedConsumer } from './preferences-changed.consumer.js';
import { RegisteredAccountConsumer } from './registered-account.consumer.js';

/** The newsletter's copy of identity's accounts: which subscriber is an account, and the account's time zone. */
@Module({ providers: [RegisteredAccountConsumer, PreferencesChangedConsumer, DeletedAccountConsumer] })
export class AccountsModule {}
