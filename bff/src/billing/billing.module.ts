import { Module } from '@nestjs/common';
import { CheckoutController } from './checkout.controller.js';
import { PlansController } from './plans.controller.js';
import { SubscriptionsController } from './subscriptions.controller.js';

/** The payment endpoints of spec §7, answered by billing. */
@Module({ controllers: [PlansController, SubscriptionsController, CheckoutController] })
export class BillingModule {}
