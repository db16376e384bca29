import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { browserCard } from '../../support/cards.js';
import { encodeFormBody } from './form-body.js';
import { startStripeEmulator, type RunningStripeEmulator } from './server.js';

/**
 * The emulator driven by the real `stripe` SDK, the way the billing service drives Stripe. Each test
 * starts from an empty emulator (`reset`), so the clock can be moved freely.
 */
const DAY = 86_400;
const PUBLISHABLE_KEY = 'pk_test_emulator';

let emulator: RunningStripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  // Deliveries without duplicates here, so that the tests can count them; the webhook tests vary that.
  emulator = await startStripeEmulator({ port: 0, retryMs: 20, tickMs: 0, webhookDuplicateRate: 0 });
  stripe = new Stripe('sk_test_emulator', { host: '127.0.0.1', port: emulator.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

/** What the browser stand-in does: form-encoded POSTs with the publishable key as `key`. */
async function asBrowser(
  path: string,
  params: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: encodeFormBody({ ...params, key: PUBLISHABLE_KEY }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cardPaymentMethod = (number: string) => browserCard(number, { emulatorUrl: emulator.url, publishableKey: PUBLISHABLE_KEY });

/** Products and prices looked up by lookup key and created only when missing, as the billing service seeds its plans. */
async function ensurePrice(
  lookupKey: string,
  unitAmount: number,
  interval: 'week' | 'month' | 'year',
  intervalCount = 1,
): Promise<Stripe.Price> {
  const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  if (existing.data[0]) return existing.data[0];
  const product = await stripe.products.create({ name: `Plan ${lookupKey}` }, { idempotencyKey: `product-${lookupKey}` });
  return stripe.prices.create(
    {
      product: product.id,
      currency: 'usd',
      unit_amount: unitAmount,
      recurring: { interval, interval_count: intervalCount },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
    },
    { idempotencyKey: `price-${lookupKey}` },
  );
}

async function customerWithCard(number: string): Promise<{ customer: Stripe.Customer; paymentMethod: string }> {
  const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: '42' } });
  const paymentMethod = await cardPaymentMethod(number);
  await stripe.paymentMethods.attach(paymentMethod, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod } });
  return { customer, paymentMethod };
}

async function eventTypes(): Promise<string[]> {
  const events = await stripe.events.list({ limit: 100 });
  return events.data.map((event) => event.type);
}

const latestInvoiceOf = (subscription: Stripe.Subscription) => subscription.latest_invoice as Stripe.Invoice;

describe('protocol', () => {
  it('answers health checks and rejects requests without a test key', async () => {
    expect(await (await fetch(`${emulator.url}/healthz`)).json()).toMatchObject({
      status: 'ok',
      api_version: Stripe.API_VERSION,
    });
    const anonymous = await fetch(`${emulator.url}/v1/customers`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const browser = new Stripe(PUBLISHABLE_KEY, {
      host: '127.0.0.1',
      port: emulator.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(browser.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('creates products and prices by lookup key idempotently', async () => {
    const first = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const again = await ensurePrice('plan_monthly', 2000, 'week', 4);
    expect(again.id).toBe(first.id);
    const listed = await stripe.prices.list({ lookup_keys: ['plan_monthly'], expand: ['data.product'] });
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({
      unit_amount: 2000,
      recurring: { interval: 'week', interval_count: 4 },
      lookup_key: 'plan_monthly',
    });
    expect((listed.data[0].product as Stripe.Product).name).toBe('Plan plan_monthly');
    expect(listed.data[0].unit_amount_decimal?.toString()).toBe('2000');
  });

  it('replays an idempotent request and refuses the same key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-7' });
    const replay = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-7' });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.customers.list()).data).toHaveLength(1);
    await expect(stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'signup-7' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('keeps the answer of every request that ran, not of one refused for its parameters, for 24 hours', async () => {
    // A request that ran and failed (no such customer) keeps its 404 under the key.
    const missing = () =>
      stripe.paymentMethods.attach('pm_card_visa', { customer: 'cus_missing' }, { idempotencyKey: 'attach-1' });
    await expect(missing()).rejects.toMatchObject({ statusCode: 404 });
    await stripe.customers.create({ email: 'late@example.com' }, { idempotencyKey: 'unrelated' });
    const replayed = await missing().then(
      () => undefined,
      (error: Stripe.errors.StripeError) => error,
    );
    expect(replayed).toMatchObject({ statusCode: 404 });
    expect(replayed?.headers?.['idempotent-replayed']).toBe('true');

    // Refused before it ran (a parameter this API version does not know): the key stays free.
    await expect(
      stripe.customers.create({ email: 'a@example.com', coupon: 'x' } as Stripe.CustomerCreateParams, {
        idempotencyKey: 'fix-me',
      }),
    ).rejects.toMatchObject({ code: 'parameter_unknown' });
    const corrected = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'fix-me' });
    expect(corrected.lastResponse.headers['idempotent-replayed']).toBeUndefined();

    // A day later the key is forgotten: the same request runs again.
    await emulator.advanceClock(86_400);
    const again = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'fix-me' });
    expect(again.id).not.toBe(corrected.id);
  });

  it('answers unknown objects with 404 resource_missing and parameters of older API versions with 400', async () => {
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
    });
    const price = await ensurePrice('plan_annual', 19900, 'year');
    const { customer } = await customerWithCard('4242424242424242');
    await expect(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        promotion_code: 'promo_x',
      } as Stripe.SubscriptionCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'promotion_code' });
  });

  it('pages through lists with limit, starting_after and has_more', async () => {
    for (let i = 0; i < 5; i++) await stripe.customers.create({ email: `c${i}@example.com` });
    const page = await stripe.customers.list({ limit: 2 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/customers' });
    expect(page.data.map((customer) => customer.email)).toEqual(['c4@example.com', 'c3@example.com']);
    const emails: (string | null)[] = [];
    for await (const customer of stripe.customers.list({ limit: 2 })) emails.push(customer.email);
    expect(emails).toHaveLength(5);
  });

  it('finds customers by metadata with the search API', async () => {
    await stripe.customers.create({ email: 'x@example.com', metadata: { user_id: '7' } });
    await stripe.customers.create({ email: 'y@example.com', metadata: { user_id: '8' } });
    const found = await stripe.customers.search({ query: "metadata['user_id']:'8'" });
    expect(found.data.map((customer) => customer.email)).toEqual(['y@example.com']);
  });
});

describe('payment methods and test cards', () => {
  it('creates card payment methods in the browser with a deterministic fingerprint', async () => {
    const first = await stripe.paymentMethods.retrieve(await cardPaymentMethod('4242424242424242'));
    const second = await stripe.paymentMethods.retrieve(await cardPaymentMethod('4242 4242 4242 4242'));
    expect(first.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });
    expect(first.card?.fingerprint).toBe(second.card?.fingerprint);
    const other = await stripe.paymentMethods.retrieve(await cardPaymentMethod('4000002500003155'));
    expect(other.card?.fingerprint).not.toBe(first.card?.fingerprint);
  });

  it('rejects impossible card details with 402 card errors', async () => {
    const { status, body } = await asBrowser('/v1/payment_methods', {
      type: 'card',
      card: { number: '4242424242424241', exp_month: 12, exp_year: 2099, cvc: '1' },
    });
    expect(status).toBe(402);
    expect(body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });

  it('attaches, lists and detaches cards; decline cards fail when attached, as Stripe checks them then', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const good = await cardPaymentMethod('4242424242424242');
    await stripe.paymentMethods.attach(good, { customer: customer.id });
    await stripe.paymentMethods.attach(await cardPaymentMethod('4000002500003155'), { customer: customer.id });
    await stripe.paymentMethods.attach(await cardPaymentMethod('4000000000000341'), { customer: customer.id });
    const declined = await cardPaymentMethod('4000000000000002');
    await expect(stripe.paymentMethods.attach(declined, { customer: customer.id })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    await expect(
      stripe.paymentMethods.attach(await cardPaymentMethod('4000000000009995'), { customer: customer.id }),
    ).rejects.toMatchObject({
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(3);
    await stripe.paymentMethods.detach(good);
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toHaveLength(2);
  });
});

describe('subscriptions', () => {
  it('starts a trial with a $0 paid invoice and a pending SetupIntent that collects the card', async () => {
    const price = await ensurePrice('plan_semiannual', 11000, 'month', 6);
    const customer = await stripe.customers.create({ email: 'trial@example.com' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    });
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end! - subscription.trial_start!).toBe(7 * DAY);
    expect(subscription.items.data[0].current_period_end).toBe(subscription.trial_end);
    const invoice = latestInvoiceOf(subscription);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_due: 0,
      total: 0,
      confirmation_secret: null,
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    const setupIntent = subscription.pending_setup_intent as Stripe.SetupIntent;
    expect(setupIntent).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method' });

    const paymentMethod = await cardPaymentMethod('4242424242424242');
    const confirmed = await asBrowser(`/v1/setup_intents/${setupIntent.id}/confirm`, {
      client_secret: setupIntent.client_secret,
      payment_method: paymentMethod,
    });
    expect(confirmed.body.status).toBe('succeeded');
    const after = await stripe.subscriptions.retrieve(subscription.id);
    expect(after).toMatchObject({ pending_setup_intent: null, default_payment_method: paymentMethod, status: 'trialing' });
    expect((await stripe.paymentMethods.retrieve(paymentMethod)).customer).toBe(customer.id);
  });

  it('no longer expands latest_invoice.payment_intent (removed in basil)', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    await expect(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        expand: ['latest_invoice.payment_intent'],
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'This property cannot be expanded (latest_invoice.payment_intent).' });
  });

  it('charges at once without a trial: active, invoice paid, events sent', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer, paymentMethod } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      expand: ['latest_invoice'],
    });
    expect(subscription.status).toBe('active');
    expect(latestInvoiceOf(subscription)).toMatchObject({ status: 'paid', amount_paid: 2000, amount_remaining: 0, total: 2000 });
    expect(subscription.items.data[0].current_period_end - subscription.items.data[0].current_period_start).toBe(28 * DAY);
    const invoices = await stripe.invoices.list({ customer: customer.id, expand: ['data.payments'] });
    const intentId = invoices.data[0].payments?.data[0].payment.payment_intent as string;
    expect((await stripe.paymentIntents.retrieve(intentId)).payment_method).toBe(paymentMethod);
    expect(await eventTypes()).toEqual(
      expect.arrayContaining([
        'customer.subscription.created',
        'invoice.created',
        'invoice.finalized',
        'invoice.paid',
        'invoice.payment_succeeded',
        'payment_intent.succeeded',
      ]),
    );
  });

  it('leaves a 3D Secure card incomplete until the browser confirms and authenticates', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4000002500003155');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    const clientSecret = latestInvoiceOf(subscription).confirmation_secret?.client_secret ?? '';
    expect(latestInvoiceOf(subscription).confirmation_secret?.type).toBe('payment_intent');
    const intentId = clientSecret.split('_secret_')[0];
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_action');

    const confirmed = await asBrowser(`/v1/payment_intents/${intentId}/confirm`, { client_secret: clientSecret });
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const authenticated = await asBrowser(`/__stripe_js/authenticate/${intentId}`, {
      client_secret: clientSecret,
      outcome: 'complete',
    });
    expect(authenticated.body.status).toBe('succeeded');

    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(await eventTypes()).toEqual(
      expect.arrayContaining(['invoice.payment_action_required', 'invoice.paid', 'customer.subscription.updated']),
    );
    // Authenticated once, the card renews off-session without asking again.
    await emulator.advanceClock(28 * DAY + 60);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('with default_incomplete waits for the browser to confirm the first payment', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    const clientSecret = latestInvoiceOf(subscription).confirmation_secret?.client_secret ?? '';
    const confirmed = await asBrowser(`/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      client_secret: clientSecret,
    });
    expect(confirmed.body.status).toBe('succeeded');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('answers paying a 3D Secure invoice with 402 invoice_payment_intent_requires_action, leaving it payable by the browser', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const customer = await stripe.customers.create({ email: 'sca@example.com' });
    const paymentMethod = await cardPaymentMethod('4000002500003155');
    await stripe.paymentMethods.attach(paymentMethod, { customer: customer.id });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      default_payment_method: paymentMethod,
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = latestInvoiceOf(subscription);
    const failure = await stripe.invoices
      .pay(invoice.id, { payment_method: paymentMethod }, { idempotencyKey: `pay-${invoice.id}` })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'invoice_payment_intent_requires_action' });
    // Stripe keeps the answer of a request that ran, a 402 included.
    await expect(
      stripe.invoices.pay(invoice.id, { payment_method: paymentMethod }, { idempotencyKey: `pay-${invoice.id}` }),
    ).rejects.toMatchObject({ code: 'invoice_payment_intent_requires_action' });
    expect((await stripe.invoices.retrieve(invoice.id)).status).toBe('open');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');

    const clientSecret = invoice.confirmation_secret?.client_secret ?? '';
    const intentId = clientSecret.split('_secret_')[0];
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_action');
    const authenticated = await asBrowser(`/__stripe_js/authenticate/${intentId}`, {
      client_secret: clientSecret,
      outcome: 'complete',
    });
    expect(authenticated.body.status).toBe('succeeded');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(await eventTypes()).toContain('invoice.payment_action_required');
  });

  it('fails a payment that needs 3D Secure with 402 authentication_required under error_on_requires_action', async () => {
    const { customer, paymentMethod } = await customerWithCard('4000002760003184');
    const failure = await stripe.paymentIntents
      .create({
        amount: 2000,
        currency: 'usd',
        customer: customer.id,
        payment_method: paymentMethod,
        confirm: true,
        error_on_requires_action: true,
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'authentication_required' });
    const intent = (failure as Stripe.errors.StripeCardError).payment_intent;
    expect(intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'authentication_required' } });
    // Without the flag the same payment waits for the cardholder.
    const waiting = await stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod,
      confirm: true,
    });
    expect(waiting.status).toBe('requires_action');
  });

  it('mirrors Stripe for a card that declines: incomplete with last_payment_error, or 402 with error_if_incomplete', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4000000000000341');
    const incomplete = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      expand: ['latest_invoice.payments.data.payment.payment_intent'],
    });
    expect(incomplete.status).toBe('incomplete');
    const intent = latestInvoiceOf(incomplete).payments?.data[0].payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });

    await expect(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', statusCode: 402, message: 'Your card was declined.' });
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('applies a promotion code to the invoice through discounts[]', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const coupon = await stripe.coupons.create({ percent_off: 25, duration: 'forever', name: 'Quarter off' });
    const promotionCode = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'SAVE25',
      max_redemptions: 5,
    });
    const found = await stripe.promotionCodes.list({ code: 'save25', active: true });
    expect(found.data.map((code) => code.id)).toEqual([promotionCode.id]);

    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      discounts: [{ promotion_code: promotionCode.id }],
      expand: ['latest_invoice.discounts', 'discounts'],
    });
    const invoice = latestInvoiceOf(subscription);
    expect(invoice).toMatchObject({ subtotal: 2000, total: 1500, amount_paid: 1500 });
    expect(invoice.total_discount_amounts?.[0].amount).toBe(500);
    const discount = subscription.discounts[0] as Stripe.Discount;
    expect(discount).toMatchObject({ promotion_code: promotionCode.id, source: { type: 'coupon', coupon: coupon.id } });
    expect((await stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(1);

    const preview = await stripe.invoices.createPreview({ subscription: subscription.id });
    expect(preview).toMatchObject({ amount_due: 1500, subtotal: 2000 });
    expect(preview.lines.data[0].period.start).toBe(subscription.items.data[0].current_period_end);
  });

  it('cancels at the period end when asked, with customer.subscription.deleted', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0].current_period_end,
      status: 'active',
    });
    await expect(stripe.invoices.createPreview({ subscription: subscription.id })).rejects.toMatchObject({
      code: 'invoice_upcoming_none',
    });

    await emulator.advanceClock(28 * DAY + 1);
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: subscription.items.data[0].current_period_end });
    const deleted = await stripe.events.list({ type: 'customer.subscription.deleted' });
    expect(deleted.data).toHaveLength(1);
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
  });

  it('ends a trial with a paid invoice: trial_will_end three days before, then active', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
    });
    expect(subscription.status).toBe('trialing');

    await emulator.advanceClock(4 * DAY + 60);
    const willEnd = await stripe.events.list({ type: 'customer.subscription.trial_will_end' });
    expect(willEnd.data).toHaveLength(1);
    expect(willEnd.data[0].created).toBe(subscription.trial_end! - 3 * DAY);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('trialing');

    // At the trial's end: active, with a draft invoice that is finalized and charged an hour later.
    await emulator.advanceClock(3 * DAY);
    const ended = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(ended.status).toBe('active');
    expect(latestInvoiceOf(ended)).toMatchObject({ status: 'draft', billing_reason: 'subscription_cycle' });
    expect(latestInvoiceOf(ended).automatically_finalizes_at).toBe(subscription.trial_end! + 3600);
    await emulator.advanceClock(3600);
    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(latestInvoiceOf(active)).toMatchObject({ status: 'paid', amount_paid: 2000, billing_reason: 'subscription_cycle' });
    expect(active.items.data[0].current_period_start).toBe(subscription.trial_end);
    const updated = await stripe.events.list({ type: 'customer.subscription.updated' });
    expect(updated.data[0].data.previous_attributes).toMatchObject({ status: 'trialing' });
  });

  it('goes past_due when a renewal fails, retries, and recovers', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const control = await fetch(`${emulator.url}/__control/customers/${customer.id}/fail_next_payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decline_code: 'insufficient_funds' }),
    });
    expect(control.status).toBe(200);

    await emulator.advanceClock(28 * DAY + 3600 + 60);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    expect(latestInvoiceOf(pastDue)).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(latestInvoiceOf(pastDue).next_payment_attempt).toBeGreaterThan(pastDue.items.data[0].current_period_start);
    expect(await eventTypes()).toEqual(expect.arrayContaining(['invoice.payment_failed', 'payment_intent.payment_failed']));

    // Smart Retries stand-in: the first retry a day after the failed attempt.
    await emulator.advanceClock(DAY);
    const recovered = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(recovered.status).toBe('active');
    expect(latestInvoiceOf(recovered)).toMatchObject({ status: 'paid', attempt_count: 2 });
  });

  it('cancels after the last retry of a card that keeps declining', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const failing = await cardPaymentMethod('4000000000000341');
    await stripe.paymentMethods.attach(failing, { customer: customer.id });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: failing });

    await emulator.advanceClock(28 * DAY + 3600 + 15 * DAY);
    const canceled = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancellation_details?.reason).toBe('payment_failed');
    // Eight attempts within two weeks, Stripe's recommended Smart Retries setting.
    expect(latestInvoiceOf(canceled).attempt_count).toBe(8);
  });

  it('cancels immediately on DELETE', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1);
  });
});

describe('webhooks', () => {
  let receiver: Server;
  const received: { body: string; signature: string }[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['stripe-signature']) });
        response.statusCode = failuresLeft-- > 0 ? 500 : 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    failuresLeft = 0;
  });

  const receiverUrl = () => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stripe/webhook`;

  it('delivers events signed like Stripe, accepted by stripe.webhooks.constructEvent, and retries after a 500', async () => {
    const endpoint = await stripe.webhookEndpoints.create({ url: receiverUrl(), enabled_events: ['customer.created'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    failuresLeft = 1;
    const customer = await stripe.customers.create({ email: 'hook@example.com' });
    expect(await emulator.flushWebhooks(5000)).toBe(true);

    expect(received).toHaveLength(2);
    const events = received.map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, endpoint.secret ?? ''));
    expect(events[0].id).toBe(events[1].id);
    expect(events[0]).toMatchObject({ type: 'customer.created', livemode: false, api_version: Stripe.API_VERSION });
    expect((events[0].data.object as Stripe.Customer).id).toBe(customer.id);
    expect(() => stripe.webhooks.constructEvent(received[0].body, received[0].signature, 'whsec_wrong')).toThrow();

    const deliveries = (await (await fetch(`${emulator.url}/__control/webhooks/deliveries`)).json()) as {
      data: { status: number; attempt: number }[];
    };
    expect(deliveries.data.map(({ status, attempt }) => [attempt, status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect((await stripe.events.retrieve(events[0].id)).pending_webhooks).toBe(0);
  });

  it('sends every event to URLs configured at start-up, signed with the configured secret', async () => {
    const configured = await startStripeEmulator({
      port: 0,
      webhookUrls: [receiverUrl()],
      webhookSecret: 'whsec_configured',
      retryMs: 20,
      tickMs: 0,
      webhookDuplicateRate: 0,
    });
    try {
      const client = new Stripe('sk_test_other', { host: '127.0.0.1', port: configured.port, protocol: 'http' });
      await client.products.create({ name: 'Hooked' });
      await configured.flushWebhooks(5000);
      expect(received).toHaveLength(1);
      expect(client.webhooks.constructEvent(received[0].body, received[0].signature, 'whsec_configured').type).toBe(
        'product.created',
      );
    } finally {
      await configured.close();
    }
  });

  it('delivers first attempts in any order and some events twice, as Stripe may', async () => {
    const shuffling = await startStripeEmulator({
      port: 0,
      webhookUrls: [receiverUrl()],
      webhookSecret: 'whsec_configured',
      tickMs: 0,
      webhookDuplicateRate: 0.3,
      webhookJitterMs: 40,
      random: seededRandom(11),
    });
    try {
      const client = new Stripe('sk_test_other', { host: '127.0.0.1', port: shuffling.port, protocol: 'http' });
      for (let n = 0; n < 30; n++) await client.products.create({ name: `Catalyst plan ${n}` });
      expect(await shuffling.flushWebhooks(5000)).toBe(true);
      const created = (await client.events.list({ limit: 100 })).data.reverse().map((event) => event.id);
      const arrived = received.map(({ body }) => (JSON.parse(body) as { id: string }).id);
      expect(new Set(arrived)).toEqual(new Set(created));
      expect(arrived.length).toBeGreaterThan(created.length);
      const firstArrivals = arrived.filter((id, index) => arrived.indexOf(id) === index);
      expect(firstArrivals).not.toEqual(created);
      for (const id of created) expect((await client.events.retrieve(id)).pending_webhooks).toBe(0);
    } finally {
      await shuffling.close();
    }
  });
});

/** Mulberry32: the same numbers on every run, so a test of random behaviour cannot flicker. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('hosted pages', () => {
  it('completes a subscription Checkout Session from its page and fires checkout.session.completed', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost:5173/confirmation?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/pricing',
      client_reference_id: 'user-42',
      customer_email: 'checkout@example.com',
      subscription_data: { trial_period_days: 7 },
    });
    expect(session.url).toBe(`${emulator.url}/checkout/${session.id}`);

    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('data-testid="checkout-form"');
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...page.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    );
    const submitted = await fetch(`${emulator.url}${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(`http://localhost:5173/confirmation?session_id=${session.id}`);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'line_items'] });
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: 'user-42',
    });
    expect((completed.subscription as Stripe.Subscription).status).toBe('trialing');
    expect(completed.line_items?.data[0].price?.id).toBe(price.id);
    const events = await stripe.events.list({ type: 'checkout.session.completed' });
    expect((events.data[0].data.object as Stripe.Checkout.Session).id).toBe(session.id);
  });

  it('shows a declined card on the Checkout page and creates nothing', async () => {
    const product = await stripe.products.create({ name: 'Report' });
    const price = await stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 500 });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id }],
      success_url: 'http://localhost/ok',
    });
    const response = await fetch(session.url ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'a@example.com',
        card_number: '4000000000000002',
        card_expiry: '12 / 40',
        card_cvc: '123',
      }).toString(),
    });
    expect(await response.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('lets the customer cancel from the billing portal and go back', async () => {
    const price = await ensurePrice('plan_monthly', 2000, 'week', 4);
    const { customer } = await customerWithCard('4242424242424242');
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:5173/profile',
    });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('href="http://localhost:5173/profile"');
    const cancel = /<form method="post" action="([^"]+\/cancel)"/.exec(page)?.[1] ?? '';
    const response = await fetch(`${emulator.url}${cancel}`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
  });

  it('serves the Stripe.js stand-in at /v3/', async () => {
    const response = await fetch(`${emulator.url}/v3/`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const source = await response.text();
    expect(source).toContain(`(window, {"apiBase":"${emulator.url}"}, {`);
    expect(source).toContain('createCardElement: function createCardElement(');
  });
});
