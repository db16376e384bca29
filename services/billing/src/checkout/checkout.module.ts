import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { UsersModule } from '../users/users.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';

/** The cart (`POST /create-checkout-session/`): a card payment, or Stripe's hosted Checkout. */
@Module({
  imports: [StripeModule, PlansModule, UsersModule],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
