import { env, loadServiceEnv, mailEnv } from '@mc/runtime';

export const billingEnv = () =>
  loadServiceEnv(8082, {
    ...mailEnv,
    STRIPE_SECRET_KEY: env.string(),
    /** Stripe's API; any other origin (the emulator, http://127.0.0.1:12111) is logged at start-up. */
    STRIPE_API_URL: env.url('https://api.stripe.com'),
    /** The webhook endpoint's signing secret (`whsec_…`). */
    STRIPE_WEBHOOK_SECRET: env.string(),
    STRIPE_PUBLISHABLE_KEY: env.string(),
    STRIPE_JS_URL: env.url('https://js.stripe.com/v3/'),
    /** Optional (empty: none): Stripe's hosted pricing table and customer portal link for the web client. */
    STRIPE_PRICING_TABLE_ID: env.string(''),
    CUSTOMER_PORTAL_URL: env.string(''),
    /** Where the billing portal's "return" link leads (default: SITE_URL/profile). */
    CUSTOMER_PORTAL_RETURN_URL: env.string(''),
    /** Per Stripe request; the SDK retries network failures and 5xx answers twice within it. */
    STRIPE_TIMEOUT_MS: env.integer(10_000, 100),
  });

export type BillingEnv = ReturnType<typeof billingEnv>;
