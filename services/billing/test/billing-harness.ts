import { fileURLToPath } from 'node:url';
import { BillingService, IdentityService } from '@mc/proto';
import { bootService, RpcClient, rpcClientProxy } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, testPort, until, type TestDatabase } from '@mc/runtime/testing';
export { until } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import Stripe from 'stripe';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import { browserCard } from '../../../test/support/cards.js';
import { formFields } from '../../../test/support/identity-forms.js';
import { startStripeEmulator, type RunningStripeEmulator } from '../../../test/emulators/stripe/server.js';
import { AppModule as IdentityModule } from '../../identity/src/app.module.js';
import type { IdentityEnv } from '../../identity/src/config/env.js';
import { AppModule as BillingModule } from '../src/app.module.js';
import type { BillingEnv } from '../src/config/env.js';

export interface TestAccount {
  userId: number;
  username: string;
  email: string;
}

export const WEBHOOK_SECRET = 'whsec_billing_test';
const PUBLISHABLE_KEY = 'pk_test_billing';

/**
 * billing as it runs in production (Nest app, NATS queue group, outbox relay, webhook endpoint),
 * identity beside it (its entitlement consumer), the Stripe and mail emulators, on a private NATS.
 */
export async function startBillingHarness(fixedPorts: { nats: number; billing: number }) {
  const ports = { nats: fixedPorts.nats, billing: testPort(fixedPorts.billing) };
  const billingDb: TestDatabase = await createTestDatabase(fileURLToPath(new URL('../prisma', import.meta.url)), 'billing');
  const identityDb: TestDatabase = await createTestDatabase(
    fileURLToPath(new URL('../../identity/prisma', import.meta.url)),
    'billing_identity',
  );
  const nats = await startPrivateNats(ports.nats);
  const mail: RunningMailEmulator = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
  const emulator: RunningStripeEmulator = await startStripeEmulator({
    port: 0,
    webhookUrls: [`http://127.0.0.1:${ports.billing}/stripe/webhook`],
    webhookSecret: WEBHOOK_SECRET,
    retryMs: 50,
    tickMs: 0,
  });
  const config: BillingEnv = {
    DATABASE_URL: billingDb.url,
    NATS_URL: nats.url,
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: ports.billing,
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_API_URL: emulator.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    STRIPE_JS_URL: `${emulator.url}/v3/`,
    STRIPE_PRICING_TABLE_ID: '',
    CUSTOMER_PORTAL_URL: '',
    CUSTOMER_PORTAL_RETURN_URL: '',
    SITE_URL: 'http://localhost:8080',
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    MAIL_FROM: 'Market Catalysts <billing@example.com>',
    STRIPE_TIMEOUT_MS: 5_000,
  };
  const billing: NestFastifyApplication = await bootService({
    name: 'billing',
    module: BillingModule,
    config,
    rawBody: true,
  });
  const identityConfig: IdentityEnv = {
    DATABASE_URL: identityDb.url,
    NATS_URL: nats.url,
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: 0,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    MAIL_FROM: 'Market Catalysts <no-reply@example.com>',
    SITE_URL: 'http://localhost:8080',
    RESET_TOKEN_SECRET: 'billing-test-secret',
    TOKEN_IDLE_SECONDS: 30 * 24 * 3600,
    TOKEN_MAX_AGE_SECONDS: 90 * 24 * 3600,
  };
  const startIdentity = () => bootService({ name: 'identity', config: identityConfig, module: IdentityModule });
  let identity: NestFastifyApplication | undefined = await startIdentity();
  const proxy: ClientProxy = rpcClientProxy({ servers: [nats.url] });
  const rpc = new RpcClient(proxy, 20_000);
  const stripe = new Stripe('sk_test_billing', {
    host: '127.0.0.1',
    port: emulator.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const billingSql = new pg.Pool({ connectionString: billingDb.url, max: 2 });
  const identitySql = new pg.Pool({ connectionString: identityDb.url, max: 2 });

  await until(
    'billing to seed its plans',
    async () => {
      const reply = await rpc.call(BillingService.method.listPlans, {});
      return reply.outcome.case === 'success' && reply.outcome.value.plans.length === 2;
    },
    30_000,
  );

  let registered = 0;
  const harness = {
    /** The billing service itself, for tests that reach one of its providers (`app.get(X)`). */
    app: billing,
    emulator,
    stripe,
    rpc,
    mail,
    billingSql,
    identitySql,
    billingUrl: `http://127.0.0.1:${ports.billing}`,
    natsUrl: nats.url,

    /** Registers through identity (from a browser in `timeZone`, if given), so billing also hears identity.user.registered.v1. */
    async register(timeZone = ''): Promise<TestAccount> {
      const username = `trader${process.pid}x${++registered}`;
      const reply = await rpc.call(IdentityService.method.registerUser, {
        ...formFields({
          username,
          email: `${username}@example.com`,
          password: 'Catalyst-Calendar-2026',
          firstName: 'Ada',
          lastName: 'Lovelace',
        }),
        timeZone,
      });
      if (reply.outcome.case !== 'user') throw new Error(`registration failed: ${JSON.stringify(reply.outcome.value)}`);
      return { userId: reply.outcome.value.id, username, email: `${username}@example.com` };
    },

    /** A card as Stripe.js makes one in the browser (publishable key, form-encoded). */
    card: (number: string): Promise<string> =>
      browserCard(number, { emulatorUrl: emulator.url, publishableKey: PUBLISHABLE_KEY }),

    async priceOf(planId: number): Promise<string> {
      const { rows } = await billingSql.query('SELECT stripe_price_id FROM plans WHERE id = $1', [planId]);
      return rows[0].stripe_price_id as string;
    },

    async localSubscription(id: string) {
      const { rows } = await billingSql.query('SELECT * FROM subscriptions WHERE stripe_subscription_id = $1', [id]);
      return rows[0] as { status: string; started: boolean; cancel_at_period_end: boolean } | undefined;
    },

    async entitlement(userId: number) {
      const { rows } = await identitySql.query('SELECT * FROM entitlements WHERE user_id = $1', [userId]);
      return rows[0] as { status: string; subscription_id: string; revision: string; cancel_at_period_end: boolean } | undefined;
    },

    /** Moves the emulator's clock to `unixSeconds`, running every renewal and retry due on the way. */
    async advanceClockTo(unixSeconds: number) {
      const { now } = (await (await fetch(`${emulator.url}/__control/clock`)).json()) as { now: number };
      await emulator.advanceClock(Math.max(0, unixSeconds - now));
    },

    /** A Stripe-signed delivery of `event` to billing's webhook endpoint, as Stripe would send it. */
    async deliver(event: object, secret = WEBHOOK_SECRET, timestamp?: number) {
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
      const response = await fetch(`http://127.0.0.1:${ports.billing}/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },

    /** Subjects of the mails sent to `email`, oldest first. */
    async mailSubjects(email: string): Promise<string[]> {
      const response = await fetch(`${mail.httpUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
      const found = (await response.json()) as { messages: { Subject: string; Created: string }[] };
      return found.messages.sort((a, b) => a.Created.localeCompare(b.Created)).map((message) => message.Subject);
    },

    /** Every webhook delivered, and every object they named re-read and stored by billing (later duties left waiting). */
    async settle() {
      if (!(await emulator.flushWebhooks(20_000))) throw new Error('webhooks still pending');
      await until(
        'billing to re-read what the webhooks named',
        async () =>
          Number((await billingSql.query('SELECT count(*) AS n FROM pending_refreshes WHERE due_at <= now()')).rows[0].n) === 0,
        20_000,
      );
    },

    async stopIdentity() {
      await identity?.close();
      identity = undefined;
    },

    async startIdentity() {
      identity = await startIdentity();
    },

    async close() {
      await proxy.close();
      await identity?.close();
      await billing.close();
      await emulator.close();
      await mail.close();
      await billingSql.end();
      await identitySql.end();
      await nats.stop();
      await billingDb.drop();
      await identityDb.drop();
    },
  };
  return harness;
}

export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;
