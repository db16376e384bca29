import { env, failFast, loadEnv } from '@mc/runtime';

export const billingEnv = () =>
  failFast(() =>
    loadEnv({
      DATABASE_URL: env.url(),
      NATS_URL: env.url('nats://127.0.0.1:4222'),
      HTTP_HOST: env.string('0.0.0.0'),
      HTTP_PORT: env.port(8082),
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
      SITE_URL: env.url('http://localhost:8080'),
      SMTP_URL: env.url('smtp://127.0.0.1:1025'),
      MAIL_FROM: env.string('Market Catalysts <no-reply@marketcatalysts.local>'),
      /** Per Stripe request; the SDK retries network failures and 5xx answers twice within it. */
      STRIPE_TIMEOUT_MS: env.integer(10_000, 100),
    }),
  );

export type BillingEnv = ReturnType<typeof billingEnv>;
export const BILLING_ENV = Symbol('BILLING_ENV');
