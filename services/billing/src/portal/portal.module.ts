import { Module } from '@nestjs/common';
import { StripeModule } from '../stripe/stripe.module.js';
import { UsersModule } from '../users/users.module.js';
import { PortalController } from './portal.controller.js';

/** The profile's "Manage billing": Stripe's billing portal. */
@Module({ imports: [StripeModule, UsersModule], controllers: [PortalController] })
export class PortalModule {}
