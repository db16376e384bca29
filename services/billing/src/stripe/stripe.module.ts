import { Module } from '@nestjs/common';
import { STRIPE, stripeClientProvider } from './stripe-client.provider.js';

/** The one Stripe client of the service (Stripe itself, or the emulator STRIPE_API_URL names). */
@Module({ providers: [stripeClientProvider], exports: [STRIPE] })
export class StripeModule {}
