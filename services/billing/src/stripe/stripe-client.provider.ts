import { Logger, type Provider } from '@nestjs/common';
import Stripe from 'stripe';
import { SERVICE_ENV } from '@mc/runtime';
import type { BillingEnv } from '../config/env.js';
import { countingStripeErrors } from './stripe-errors.js';

export const STRIPE = Symbol('STRIPE');

const STRIPE_ORIGIN = 'https://api.stripe.com';

/** SDK options for STRIPE_API_URL: Stripe itself, or a stand-in such as the emulator. */
export function stripeConfig(config: Pick<BillingEnv, 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_MS'>): Stripe.StripeConfig {
  const common = { timeout: config.STRIPE_TIMEOUT_MS, maxNetworkRetries: 2, appInfo: { name: 'market-catalysts-billing' } };
  const url = new URL(config.STRIPE_API_URL);
  if (url.origin === STRIPE_ORIGIN) return common;
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...common, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/**
 * The one Stripe client of the service (the SDK pins the API version it was built for); every call
 * that fails is counted (`billing_stripe_api_errors_total`, stripe-errors.ts).
 */
export const stripeClientProvider: Provider = {
  provide: STRIPE,
  inject: [SERVICE_ENV],
  useFactory: (config: BillingEnv) => {
    if (new URL(config.STRIPE_API_URL).origin !== STRIPE_ORIGIN) {
      // Production never talks to anything but Stripe: make any other target impossible to miss.
      new Logger('Stripe').warn(`Stripe: using the emulator at ${config.STRIPE_API_URL}`);
    }
    return countingStripeErrors(new Stripe(config.STRIPE_SECRET_KEY, stripeConfig(config)));
  },
};
