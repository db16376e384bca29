// billing_stripe_api_errors_total around the real SDK: against the Stripe emulator (its control API
// makes a customer's next payment decline), a port where nothing listens, and a server that fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';
import Stripe from 'stripe';
import { startStripeEmulator, type RunningStripeEmulator } from '../../../../test/emulators/stripe/server.js';
import { stripeConfig } from './stripe-client.provider.js';
import { countingStripeErrors } from './stripe-errors.js';

const METRIC = 'billing_stripe_api_errors_total';

async function counted(labels: { operation: string; type: string; status: string }): Promise<number> {
  const metric = register.getSingleMetric(METRIC);
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value ?? 0;
}

/** The provider's client (counting, no retries so that failures are quick) for a Stripe at `url`. */
const clientFor = (url: string) =>
  countingStripeErrors(
    new Stripe('sk_test_billing', { ...stripeConfig({ STRIPE_API_URL: url, STRIPE_TIMEOUT_MS: 2_000 }), maxNetworkRetries: 0 }),
  );

describe('Stripe API errors are counted by operation, type and status', () => {
  let emulator: RunningStripeEmulator;
  let failing: Server;
  let stripe: Stripe;

  beforeAll(async () => {
    emulator = await startStripeEmulator({ port: 0, tickMs: 0 });
    stripe = clientFor(emulator.url);
    failing = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await emulator?.close();
    await new Promise((resolve) => failing?.close(resolve));
  });

  it('counts a declined payment (the emulator’s failure switch) as a card error, 402, and passes the error on', async () => {
    const customer = await stripe.customers.create({ email: 'declined@example.com' });
    const control = await fetch(`${emulator.url}/__control/customers/${customer.id}/fail_next_payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decline_code: 'insufficient_funds' }),
    });
    expect(control.status).toBe(200);
    const labels = { operation: 'paymentIntents.create', type: 'StripeCardError', status: '402' };
    const before = await counted(labels);
    const payment = stripe.paymentIntents.create({
      amount: 1900,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      off_session: true,
    });
    await expect(payment).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(await counted(labels)).toBe(before + 1);
  });

  it('counts a missing object under the nested resource’s name, and nothing for calls that succeed', async () => {
    const labels = { operation: 'checkout.sessions.retrieve', type: 'StripeInvalidRequestError', status: '404' };
    const before = await counted(labels);
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ statusCode: 404 });
    expect(await counted(labels)).toBe(before + 1);

    const total = async () => (await register.getSingleMetric(METRIC)!.get()).values.reduce((sum, { value }) => sum + value, 0);
    const beforeSuccess = await total();
    await stripe.customers.create({ email: 'fine@example.com' });
    const list = stripe.customers.list({ limit: 1 });
    expect(typeof list.autoPagingEach).toBe('function');
    expect((await list).data.length).toBe(1);
    expect(await total()).toBe(beforeSuccess);
  });

  it('counts Stripe out of reach as a connection error with no status', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const labels = { operation: 'subscriptions.update', type: 'StripeConnectionError', status: 'none' };
    const before = await counted(labels);
    await expect(clientFor(`http://127.0.0.1:${port}`).subscriptions.update('sub_1', {})).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
    expect(await counted(labels)).toBe(before + 1);
  });

  it('counts Stripe’s own failures as API errors with their status', async () => {
    const { port } = failing.address() as AddressInfo;
    const labels = { operation: 'invoices.pay', type: 'StripeAPIError', status: '500' };
    const before = await counted(labels);
    await expect(clientFor(`http://127.0.0.1:${port}`).invoices.pay('in_1')).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(await counted(labels)).toBe(before + 1);
  });

  it('leaves webhook signature checks (local, no API call) as they are', () => {
    expect(() => stripe.webhooks.constructEvent('{}', 't=1,v1=00', 'whsec_test')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
