import { Module } from '@nestjs/common';
import { StripeModule } from '../stripe/stripe.module.js';
import { BillingUsersService } from './billing-users.service.js';
import { DeletedAccountConsumer } from './deleted-account.consumer.js';
import { PreferencesChangedConsumer } from './preferences-changed.consumer.js';
import { RegisteredUserConsumer } from './registered-user.consumer.js';

/** billing's copy of the accounts (from identity's events and signed-in requests), their time zones and their Stripe customers. */
@Module({
  imports: [StripeModule],
  providers: [BillingUsersService, RegisteredUserConsumer, DeletedAccountConsumer, PreferencesChangedConsumer],
  exports: [BillingUsersService],
})
export class UsersModule {}
