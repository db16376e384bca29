import { Module } from '@nestjs/common';
import { PreferencesChangedConsumer } from './preferences-changed.consumer.js';
import { RegisteredAccountConsumer } from './registered-account.consumer.js';

/** The newsletter's copy of identity's accounts: which subscriber is an account, and the account's time zone. */
@Module({ providers: [RegisteredAccountConsumer, PreferencesChangedConsumer] })
export class AccountsModule {}
