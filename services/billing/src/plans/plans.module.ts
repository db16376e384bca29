import { Module } from '@nestjs/common';
import { StripeModule } from '../stripe/stripe.module.js';
import { PlanPricingService } from './plan-pricing.service.js';
import { PlansController } from './plans.controller.js';
import { PlansReadiness } from './plans.readiness.js';
import { PlansService } from './plans.service.js';

/** The plans the product sells: seeded at start-up, priced at Stripe, listed for the pricing page. */
@Module({
  imports: [StripeModule],
  controllers: [PlansController],
  providers: [PlansService, PlanPricingService, PlansReadiness],
  exports: [PlansService],
})
export class PlansModule {}
