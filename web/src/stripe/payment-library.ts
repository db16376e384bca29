import type { Stripe } from '@stripe/stripe-js';
import { fetchClientConfig } from './client-config.js';
import { stripeFor } from './stripe-instances.js';
import { loadStripeScript } from './stripe-script.js';

/**
 * The Stripe object for card entry: the configuration from the bff, then Stripe.js from the
 * address it names, then `Stripe(publishable key)`. Resolves with null when any step fails (the
 * card forms then stay disabled and say so); it never rejects, because `<Elements>` does not
 * handle a rejected promise.
 */
export async function loadPaymentLibrary(): Promise<Stripe | null> {
  try {
    const config = await fetchClientConfig();
    const StripeJs = await loadStripeScript(config.stripe_js_url);
    return stripeFor(StripeJs, config.stripe_publishable_key);
  } catch (error) {
    console.warn('The payment library could not be loaded; card entry stays disabled.', error);
    return null;
  }
}
