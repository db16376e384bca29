import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

// One Stripe object per Stripe.js and publishable key for the whole visit: Stripe.js adds a hidden
// controller frame per object, so screens share it instead of making a new one each time.
const instances = new WeakMap<StripeConstructor, Map<string, Stripe>>();

export function stripeFor(StripeJs: StripeConstructor, publishableKey: string): Stripe {
  let byKey = instances.get(StripeJs);
  if (!byKey) {
    byKey = new Map();
    instances.set(StripeJs, byKey);
  }
  let stripe = byKey.get(publishableKey);
  if (!stripe) {
    stripe = StripeJs(publishableKey);
    byKey.set(publishableKey, stripe);
  }
  return stripe;
}
