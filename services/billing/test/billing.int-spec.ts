import { BillingService, Events, IdentityService, Problem_Kind, type Problem } from '@mc/proto';
import { connectJetStream, durableConsumerName } from '@mc/runtime';
import { publishEvent, untilAcknowledged } from '@mc/runtime/testing';
import { readMail, searchMail } from '../../../test/emulators/mail/mail-client.js';
import { RefreshQueue } from '../src/refresh/refresh-queue.js';
import { startBillingHarness, until, WEBHOOK_SECRET, type BillingHarness, type TestAccount } from './billing-harness.js';

const DAY = 86_400;
const VISA = '4242424242424242';
const NEEDS_AUTHENTICATION = '4000002500003155';
const DECLINED = '4000000000000002';
const DECLINES_CHARGES = '4000000000000341';

let h: BillingHarness;

beforeAll(async () => {
  h = await startBillingHarness({ nats: 24241, billing: 24282 });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** Confirms a charge today unless told otherwise: most tests here are about what follows the decision. */
const subscribe = async (
  account: TestAccount,
  cardNumber: string,
  options: { promotionCode?: string; planId?: number; chargeNowConfirmed?: boolean } = {},
) => {
  const paymentMethodId = cardNumber.startsWith('pm_') ? cardNumber : await h.card(cardNumber);
  const request = {
    account,
    paymentMethodId,
    priceId: await h.priceOf(options.planId ?? 5),
    promotionCode: options.promotionCode ?? '',
    chargeNowConfirmed: options.chargeNowConfirmed ?? true,
  };
  const reply = await h.rpc.call(BillingService.method.createSubscription, request);
  return { reply, request };
};

const created = (reply: Awaited<ReturnType<typeof subscribe>>['reply']) => {
  if (reply.outcome.case !== 'success') throw new Error(`expected a subscription, got ${JSON.stringify(reply.outcome.value)}`);
  return reply.outcome.value;
};

const problemOf = (reply: { outcome: { case: string | undefined; value?: unknown } }) => {
  expect(reply.outcome.case).toBe('problem');
  const { kind, errors } = reply.outcome.value as Problem;
  return { kind, errors: errors.map(({ field, code, message }) => ({ field, code, message })) };
};
/** Billing's refusal of a request as a whole. */
const refusal = (kind: Problem_Kind, code: string, message: string) => ({ kind, errors: [{ field: '', code, message }] });

const countRows = async (table: string) => Number((await h.billingSql.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

const deliver = (event: object, secret?: string, timestamp?: number) => h.deliver(event, secret, timestamp);

describe('plans', () => {
  it('offers plans 5 and 6 with dollar prices and the Stripe prices it created once', async () => {
    const reply = await h.rpc.call(BillingService.method.listPlans, {});
    expect(reply.outcome.case).toBe('success');
    const plans = reply.outcome.value as { plans: { id: number; price: string; stripePriceId: string }[] };
    expect(plans.plans.map((plan) => [plan.id, plan.price])).toEqual([
      [5, '20.00'],
      [6, '199.00'],
    ]);
    const price = await h.stripe.prices.retrieve(plans.plans[0].stripePriceId);
    expect(price).toMatchObject({
      unit_amount: 2000,
      recurring: { interval: 'month', interval_count: 1 },
      product: 'mc_market_catalysts',
    });
    const fourWeekly = await h.stripe.prices.retrieve(await h.priceOf(4));
    expect(fourWeekly.recurring).toMatchObject({ interval: 'week', interval_count: 4 });
  });
});

describe('subscribing', () => {
  it('gives a first-time account a 7-day trial, and identity the entitlement through the event', async () => {
    const account = await h.register();
    const subscription = created((await subscribe(account, VISA)).reply);
    expect(subscription.status).toBe('trialing');
    expect(subscription.clientSecret).toBeUndefined();
    const remote = await h.stripe.subscriptions.retrieve(subscription.subscriptionId);
    expect(remote.trial_end! - remote.trial_start!).toBe(7 * DAY);
    await until('a trialing entitlement', async () => (await h.entitlement(account.userId))?.status === 'trialing');
    expect(await h.entitlement(account.userId)).toMatchObject({ subscription_id: subscription.subscriptionId });
  });

  it('answers a retried request with the same subscription and creates no second one', async () => {
    const account = await h.register();
    const { request } = await subscribe(account, VISA);
    const [first, again] = await Promise.all([
      h.rpc.call(BillingService.method.createSubscription, request),
      h.rpc.call(BillingService.method.createSubscription, request),
    ]);
    expect(created(again).subscriptionId).toBe(created(first).subscriptionId);
    const third = created(await h.rpc.call(BillingService.method.createSubscription, request));
    expect(third.subscriptionId).toBe(created(first).subscriptionId);
    const customer = (await h.stripe.subscriptions.retrieve(third.subscriptionId)).customer as string;
    expect((await h.stripe.subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);
  });

  it('refuses a second subscription while one is live', async () => {
    const account = await h.register();
    created((await subscribe(account, VISA)).reply);
    expect(problemOf((await subscribe(account, VISA)).reply)).toEqual(
      refusal(Problem_Kind.INVALID, 'already_subscribed', 'You already have an active subscription.'),
    );
  });

  it('tells a new account whose card already had a trial what it will be charged, and refuses without its confirmation', async () => {
    const card = '4012888888881881'; // a Visa card no other test pays with
    const first = await h.register();
    const second = await h.register();
    const eligibility = async (account: TestAccount) =>
      h.rpc.call(BillingService.method.checkTrialEligibility, {
        account,
        paymentMethodId: await h.card(card),
        priceId: await h.priceOf(6),
      });
    const before = await eligibility(first);
    expect(before.outcome.value).toMatchObject({ eligible: true, trialDays: 7, amountToday: '0.00', currency: 'usd' });
    created((await subscribe(first, card, { chargeNowConfirmed: false })).reply);
    expect((await eligibility(second)).outcome.value).toMatchObject({
      eligible: false,
      trialDays: 0,
      amountToday: '199.00',
      planAmount: '199.00',
      reason: 'card',
    });
    expect(problemOf((await subscribe(second, card, { chargeNowConfirmed: false, planId: 6 })).reply)).toEqual(
      refusal(
        Problem_Kind.INVALID,
        'charge_not_confirmed',
        'This card has already had a free trial: you will be charged $199.00 today. Confirm the charge to subscribe.',
      ),
    );
    // Nothing made: no customer, no subscription, no invoice for the second account.
    const { rows } = await h.billingSql.query('SELECT stripe_customer_id FROM users WHERE id = $1', [second.userId]);
    expect(rows).toEqual([{ stripe_customer_id: null }]);
    expect((await h.billingSql.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [second.userId])).rowCount).toBe(0);
    const subscription = created((await subscribe(second, card)).reply);
    expect(subscription.status).toBe('active');
    const invoices = await h.stripe.invoices.list({ subscription: subscription.subscriptionId });
    expect(invoices.data[0]).toMatchObject({ status: 'paid', amount_paid: 2000 });
  });

  it('charges at once an account that had a subscription, even with a new card', async () => {
    const account = await h.register();
    const first = created((await subscribe(account, '5555555555554444')).reply);
    await h.stripe.subscriptions.cancel(first.subscriptionId);
    await h.settle();
    await until(
      'the first subscription canceled',
      async () => (await h.localSubscription(first.subscriptionId))?.status === 'canceled',
    );
    const again = created((await subscribe(account, '378282246310005')).reply);
    expect(again.status).toBe('active');
  });

  it('keeps a trial whose card the bank must confirm from being a subscription until it is confirmed (issue 19 §2)', async () => {
    const account = await h.register();
    const subscription = created((await subscribe(account, NEEDS_AUTHENTICATION, { chargeNowConfirmed: false })).reply);
    expect(subscription.status).toBe('trialing');
    expect(subscription.clientSecret).toMatch(/^seti_.+_secret_/);
    await h.settle();
    expect(await h.localSubscription(subscription.subscriptionId)).toMatchObject({
      status: 'trialing',
      started: false,
      awaiting_authentication: true,
    });
    // Not a subscriber: the status says so, identity grants nothing, no welcome mail.
    const status = await h.rpc.call(BillingService.method.getSubscriptionStatus, { account });
    expect(status.outcome.value).toMatchObject({ status: 'incomplete' });
    expect((await h.entitlement(account.userId))?.status).not.toBe('trialing');
    expect(await h.mailSubjects(account.email)).toEqual([]);
    // The profile resumes the bank's confirmation with the stored secret.
    const pending = await h.rpc.call(BillingService.method.getPendingConfirmation, { account });
    expect(pending.outcome.value).toEqual(
      expect.objectContaining({ clientSecret: subscription.clientSecret, intent: 'setup', status: 'incomplete' }),
    );

    const clientSecret = subscription.clientSecret ?? '';
    const confirmed = await fetch(`${h.emulator.url}/__stripe_js/authenticate/${clientSecret.split('_secret_')[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: clientSecret, outcome: 'complete', key: 'pk_test_billing' }),
    });
    expect(confirmed.status).toBe(200);
    await h.settle();
    await until('a trialing entitlement', async () => (await h.entitlement(account.userId))?.status === 'trialing');
    expect(await h.localSubscription(subscription.subscriptionId)).toMatchObject({
      started: true,
      awaiting_authentication: false,
    });
    await until('the welcome mail', async () => (await h.mailSubjects(account.email)).length === 1);
    expect(problemOf(await h.rpc.call(BillingService.method.getPendingConfirmation, { account }))).toEqual(
      refusal(Problem_Kind.NOT_FOUND, 'nothing_to_confirm', 'No payment is waiting for your bank’s confirmation.'),
    );
  });

  it('ends a trial the bank never confirmed once its 23 hours are up', async () => {
    const account = await h.register();
    const card = '4000002760003184'; // always asks for 3D Secure
    const subscription = created((await subscribe(account, card, { chargeNowConfirmed: false })).reply);
    expect(subscription.status).toBe('trialing');
    await h.settle();
    const key = `unconfirmed:${subscription.subscriptionId}`;
    const { rows } = await h.billingSql.query('SELECT due_at FROM pending_refreshes WHERE key = $1', [key]);
    expect(rows[0].due_at.getTime() - Date.now()).toBeGreaterThan(22 * 3600 * 1000);
    // 23 hours on: the worker finds it due.
    await h.billingSql.query(`UPDATE pending_refreshes SET due_at = now() WHERE key = $1`, [key]);
    await until(
      'the unconfirmed trial ended',
      async () => (await h.localSubscription(subscription.subscriptionId))?.status === 'canceled',
    );
    expect((await h.stripe.subscriptions.retrieve(subscription.subscriptionId)).status).toBe('canceled');
    expect(await h.mailSubjects(account.email)).toEqual([]);
    // The card never had its trial: the next attempt gets it again.
    const again = await h.rpc.call(BillingService.method.checkTrialEligibility, {
      account,
      paymentMethodId: await h.card(card),
      priceId: await h.priceOf(5),
    });
    expect(again.outcome.value).toMatchObject({ eligible: true });
  });

  it('lets an abandoned first payment expire after 23 hours with its invoice voided, and lists only money taken', async () => {
    const card = '4000002760003184'; // always asks for 3D Secure
    const account = await h.register();
    // A returning account pays at once: the first invoice waits for the bank.
    const first = created((await subscribe(account, VISA)).reply);
    await h.stripe.subscriptions.cancel(first.subscriptionId);
    await h.settle();
    const subscription = created((await subscribe(account, card)).reply);
    expect(subscription.status).toBe('incomplete');
    await h.settle();
    const invoices = async () =>
      ((await h.rpc.call(BillingService.method.listInvoices, { account })).outcome.value as { invoices: { status: string }[] })
        .invoices;
    expect((await invoices()).map((invoice) => invoice.status)).toEqual(['paid']);
    expect(await h.localSubscription(subscription.subscriptionId)).toMatchObject({ awaiting_authentication: true });

    const remote = await h.stripe.subscriptions.retrieve(subscription.subscriptionId);
    await h.advanceClockTo(remote.created + 23 * 3600 + 60);
    await h.settle();
    await until(
      'the subscription expired',
      async () => (await h.localSubscription(subscription.subscriptionId))?.status === 'incomplete_expired',
    );
    const latest = (await h.stripe.subscriptions.retrieve(subscription.subscriptionId)).latest_invoice as string;
    expect((await h.stripe.invoices.retrieve(latest)).status).toBe('void');
    // Only the first subscription's paid invoice: no void or open row that reads as owed.
    expect((await invoices()).map((invoice) => invoice.status)).toEqual(['paid']);
    const status = await h.rpc.call(BillingService.method.getSubscriptionStatus, { account });
    expect(status.outcome.value).toMatchObject({ status: 'canceled' });
  });

  it('leaves a card that needs authentication incomplete, with the client secret, until the browser confirms', async () => {
    const card = NEEDS_AUTHENTICATION;
    await subscribe(await h.register(), card); // uses up this card's trial
    const account = await h.register();
    const subscription = created((await subscribe(account, card)).reply);
    expect(subscription.status).toBe('incomplete');
    expect(subscription.clientSecret).toMatch(/^pi_.+_secret_/);
    await h.settle();
    expect((await h.localSubscription(subscription.subscriptionId))?.status).toBe('incomplete');
    expect((await h.stripe.subscriptions.retrieve(subscription.subscriptionId)).status).toBe('incomplete');

    // What Stripe.js does with the secret: confirm, and the cardholder passes 3D Secure.
    const clientSecret = subscription.clientSecret ?? '';
    const intent = clientSecret.split('_secret_')[0];
    const authenticated = await fetch(`${h.emulator.url}/__stripe_js/authenticate/${intent}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: clientSecret, outcome: 'complete', key: 'pk_test_billing' }),
    });
    expect(authenticated.status).toBe(200);
    await h.settle();
    await until(
      'the subscription active',
      async () => (await h.localSubscription(subscription.subscriptionId))?.status === 'active',
    );
    await until('an active entitlement', async () => (await h.entitlement(account.userId))?.status === 'active');
  });

  it('refuses a 3D Secure card on the cart’s card form, which has no authentication step', async () => {
    const reply = await h.rpc.call(BillingService.method.payCart, {
      paymentMethodId: await h.card('4000002760003184'),
      cartItems: [{ id: 5, name: 'Monthly Subscription', price: 2000 }],
    });
    expect(problemOf(reply)).toEqual(
      refusal(
        Problem_Kind.INVALID,
        'authentication_required',
        'Your card needs authentication, which this page cannot do. Please use another card.',
      ),
    );
    const paid = await h.rpc.call(BillingService.method.payCart, {
      paymentMethodId: await h.card(VISA),
      cartItems: [{ id: 5, name: 'Monthly Subscription', price: 2000 }],
    });
    expect(paid.outcome.case).toBe('success');
  });

  it('passes on Stripe’s message for a declined card and keeps nothing live', async () => {
    const account = await h.register();
    expect(problemOf((await subscribe(account, DECLINED)).reply)).toEqual(
      refusal(Problem_Kind.INVALID, 'card_declined', 'Your card was declined.'),
    );
    const failing = await h.register();
    await subscribe(await h.register(), DECLINES_CHARGES); // no trial for this card from now on
    expect(problemOf((await subscribe(failing, DECLINES_CHARGES)).reply)).toEqual(
      refusal(Problem_Kind.INVALID, 'card_declined', 'Your card was declined.'),
    );
    const status = await h.rpc.call(BillingService.method.getSubscriptionStatus, { account: failing });
    expect(status.outcome.value).toMatchObject({ status: 'canceled' });
    const { rows } = await h.billingSql.query('SELECT started FROM subscriptions WHERE user_id = $1', [failing.userId]);
    expect(rows).toEqual([{ started: false }]);
  });

  it('applies a promotion code and shows it in the details; refuses an unknown one clearly', async () => {
    const coupon = await h.stripe.coupons.create({ percent_off: 25, duration: 'forever', name: 'Quarter off' });
    await h.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'SAVE25' });
    const card = await h.card('6011111111111117');
    await subscribe(await h.register(), card); // the card's trial
    const account = await h.register();
    expect(problemOf((await subscribe(account, await h.card('6011111111111117'), { promotionCode: 'NOPE' })).reply)).toEqual(
      refusal(Problem_Kind.INVALID, 'invalid_promotion_code', 'Invalid promotion code.'),
    );
    const subscription = created(
      (await subscribe(account, await h.card('6011111111111117'), { promotionCode: ' save25 ' })).reply,
    );
    expect(subscription.status).toBe('active');
    const details = await h.rpc.call(BillingService.method.getSubscriptionDetails, { account });
    expect(details.outcome.value).toMatchObject({
      planName: 'Monthly',
      planPrice: '20.00',
      amountDue: '15.00',
      discountAmount: '5.00',
      coupon: 'SAVE25',
      nextInvoiceAmount: '15.00',
      status: 'active',
      paymentMethod: 'discover •••• 1117',
      paymentsCompleted: 1,
      lastPayment: '15.00',
      cancelAtPeriodEnd: false,
    });
  });
});

describe('webhooks', () => {
  let account: TestAccount;
  let subscriptionId: string;

  beforeAll(async () => {
    account = await h.register();
    await subscribe(await h.register(), '4000056655665556');
    subscriptionId = created((await subscribe(account, '4000056655665556')).reply).subscriptionId;
    await h.settle();
  });

  it('refuses a bad or stale signature with 400 and changes nothing', async () => {
    const before = await countRows('stripe_events');
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subscriptionId } },
    };
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);
    expect((await deliver(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)).status).toBe(400);
    const unsigned = await fetch(`${h.billingUrl}/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
    expect(await countRows('stripe_events')).toBe(before);
    expect((await h.localSubscription(subscriptionId))?.status).toBe('active');
  });

  it('refuses a signature dated beyond the tolerance in the future (issue 12 §9)', async () => {
    const before = await countRows('stripe_events');
    const event = { id: 'evt_from_the_future', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_future' } } };
    expect((await deliver(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 600)).status).toBe(400);
    expect(await countRows('stripe_events')).toBe(before);
  });

  it('acknowledges a signed event it cannot apply, records it, and never answers 500 (issue 12 §9)', async () => {
    const before = await countRows('stripe_events');
    for (const event of [
      { id: 'evt_no_data', object: 'event', type: 'customer.subscription.updated' },
      { id: 'evt_object_not_an_object', object: 'event', type: 'invoice.paid', data: { object: 'in_1' } },
      { id: 'evt_odd_object_id', object: 'event', type: 'invoice.paid', data: { object: { id: { nested: true } } } },
      { id: 'evt_bad_type', object: 'event', type: 'Invoice\u0000Paid', data: { object: { id: 'in_1' } } },
    ]) {
      expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'unusable' } });
    }
    // Nothing to record it by: still acknowledged.
    expect(await deliver({ id: 'evt_\u0000', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } })).toEqual({
      status: 200,
      body: { received: true, outcome: 'unusable' },
    });
    expect(await deliver([1, 2, 3])).toMatchObject({ status: 200, body: { outcome: 'unusable' } });
    expect(await countRows('stripe_events')).toBe(before + 4);
  });

  it('applies a redelivered event once', async () => {
    const event = (await h.stripe.events.list({ type: 'customer.subscription.created', limit: 1 })).data[0];
    const outbox = await countRows('outbox_events');
    const first = await deliver({ ...event, id: 'evt_redelivered' });
    const second = await deliver({ ...event, id: 'evt_redelivered' });
    expect(first).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(second).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await countRows('outbox_events')).toBe(outbox);
  });

  it('keeps the latest state when an older event arrives last', async () => {
    await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await h.settle();
    expect((await h.localSubscription(subscriptionId))?.cancel_at_period_end).toBe(true);
    const stale = {
      ...(await h.stripe.events.list({ type: 'customer.subscription.created', limit: 1 })).data[0],
      id: 'evt_stale',
    };
    expect((await deliver(stale)).status).toBe(200);
    expect((await h.localSubscription(subscriptionId))?.cancel_at_period_end).toBe(true);
    await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    await h.settle();
  });

  it('follows a failed renewal to past_due, and identity’s entitlement follows the event', async () => {
    const customer = (await h.stripe.subscriptions.retrieve(subscriptionId)).customer as string;
    const control = await fetch(`${h.emulator.url}/__control/customers/${customer}/fail_next_payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decline_code: 'insufficient_funds' }),
    });
    expect(control.status).toBe(200);
    // Past the renewal's draft hour (the charge fails), short of the first retry a day later.
    const renewal = (await h.stripe.subscriptions.retrieve(subscriptionId)).items.data[0].current_period_end;
    await h.advanceClockTo(renewal + 2 * 3600);
    await h.settle();
    expect((await h.localSubscription(subscriptionId))?.status).toBe('past_due');
    await until('a past_due entitlement', async () => (await h.entitlement(account.userId))?.status === 'past_due');
    const { rows } = await h.billingSql.query(
      "SELECT payload FROM outbox_events WHERE type = 'billing.invoice.payment_failed.v1'",
    );
    expect(rows.map((row) => row.payload.subscriptionId)).toContain(subscriptionId);
  });

  it('forgets event ids only once Stripe can no longer redeliver them (after 30 days)', async () => {
    await h.billingSql.query(
      "INSERT INTO stripe_events (id, type, received_at) VALUES ('evt_old', 'invoice.paid', now() - interval '31 days'), ('evt_recent', 'invoice.paid', now() - interval '4 days')",
    );
    expect(await h.app.get(RefreshQueue).forgetOldEvents()).toBe(1);
    const { rows } = await h.billingSql.query("SELECT id FROM stripe_events WHERE id IN ('evt_old', 'evt_recent')");
    expect(rows).toEqual([{ id: 'evt_recent' }]);
  });

  it('sends the trial reminder once, three days before the trial ends', async () => {
    const trialAccount = await h.register();
    created((await subscribe(trialAccount, '4000003720000278')).reply);
    await h.emulator.advanceClock(4 * DAY + 60);
    await h.settle();
    const subjects = async () => {
      const response = await fetch(`${h.mail.httpUrl}/api/v1/search?query=${encodeURIComponent(`to:${trialAccount.email}`)}`);
      return ((await response.json()) as { messages: { Subject: string }[] }).messages.map((message) => message.Subject);
    };
    await until('the reminder', async () => (await subjects()).includes('Your Market Catalysts trial ends soon'));
    // A redelivery of the same event sends nothing more.
    const reminder = (await h.stripe.events.list({ type: 'customer.subscription.trial_will_end', limit: 1 })).data[0];
    expect(await deliver(reminder)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await subjects()).sort()).toEqual(['Welcome to Market Catalysts', 'Your Market Catalysts trial ends soon']);
  });
});

describe('the event path survives restarts', () => {
  it('lets identity catch up on what changed while it was down, applying each change once', async () => {
    const account = await h.register();
    await subscribe(await h.register(), '4000000760000002');
    const subscriptionId = created((await subscribe(account, '4000000760000002')).reply).subscriptionId;
    await until('an active entitlement', async () => (await h.entitlement(account.userId))?.status === 'active');

    await h.stopIdentity();
    const cancel = await h.rpc.call(BillingService.method.cancelSubscription, { account });
    expect(cancel.outcome.value).toMatchObject({ message: 'Your subscription has been canceled.' });
    await h.settle();
    expect((await h.localSubscription(subscriptionId))?.cancel_at_period_end).toBe(true);
    expect((await h.entitlement(account.userId))?.cancel_at_period_end).toBe(false);

    await h.startIdentity();
    await until(
      'the entitlement to cancel at period end',
      async () => (await h.entitlement(account.userId))?.cancel_at_period_end === true,
    );
    const { rows } = await h.billingSql.query('SELECT revision FROM users WHERE id = $1', [account.userId]);
    expect((await h.entitlement(account.userId))?.revision).toBe(String(rows[0].revision));
    const processed = await h.identitySql.query(
      "SELECT count(*)::int AS n FROM processed_events WHERE consumer = 'identity-entitlements'",
    );
    const published = await h.billingSql.query(
      "SELECT count(*)::int AS n FROM outbox_events WHERE type = 'billing.subscription.changed.v1'",
    );
    expect(processed.rows[0].n).toBe(published.rows[0].n);
  }, 60_000);
});

describe('mails in the account’s time zone (issue 21 §5)', () => {
  const keptZone = async (userId: number) =>
    (await h.billingSql.query('SELECT time_zone FROM account_time_zones WHERE user_id = $1', [userId])).rows[0]?.time_zone;
  /** The text of the newest mail to `email` with `subject`. */
  const mailText = async (email: string, subject: string) => {
    const found = (await searchMail(h.mail.httpUrl, `to:${email}`)).find((message) => message.Subject === subject);
    return found ? (await readMail(h.mail.httpUrl, found.ID)).Text : undefined;
  };
  // Intl as the oracle, with a plain space before AM/PM where Intl puts a narrow no-break space.
  const intl = (instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(instant).replace(/\s/g, ' ');

  it('writes dates in the zone identity publishes, follows a change, and ignores a zone it does not know', async () => {
    const account = await h.register('Asia/Kolkata');
    await until('billing to keep the registration’s zone', async () => (await keptZone(account.userId)) === 'Asia/Kolkata');

    const events = await connectJetStream(h.natsUrl, 'billing-time-zones-test');
    try {
      const unknown = await publishEvent(events.js, Events.preferencesChanged, { userId: account.userId, timeZone: 'Mars/Base' });
      await untilAcknowledged(events.jsm, durableConsumerName('billing-time-zones', Events.preferencesChanged.type), unknown.seq);
    } finally {
      await events.nc.close();
    }
    expect(await keptZone(account.userId)).toBe('Asia/Kolkata');

    const changed = await h.rpc.call(IdentityService.method.updatePreferences, {
      userId: account.userId,
      timeZone: 'America/Los_Angeles',
    });
    expect(changed.outcome.case).toBe('preferences');
    await until('billing to keep the new zone', async () => (await keptZone(account.userId)) === 'America/Los_Angeles');

    // A card no other test pays with: its first trial.
    const subscription = created((await subscribe(account, '4000000000001000')).reply);
    expect(subscription.status).toBe('trialing');
    const { rows } = await h.billingSql.query('SELECT trial_end FROM subscriptions WHERE stripe_subscription_id = $1', [
      subscription.subscriptionId,
    ]);
    const trialEnd = rows[0].trial_end as Date;
    const day = intl(trialEnd, 'America/Los_Angeles', { dateStyle: 'long' });
    await until('the welcome mail', async () => (await mailText(account.email, 'Welcome to Market Catalysts')) !== undefined);
    expect(await mailText(account.email, 'Welcome to Market Catalysts')).toContain(`runs until ${day};`);

    await h.emulator.advanceClock(4 * DAY + 60);
    await h.settle();
    await until(
      'the reminder',
      async () => (await mailText(account.email, 'Your Market Catalysts trial ends soon')) !== undefined,
    );
    const time = intl(trialEnd, 'America/Los_Angeles', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    expect(time).toMatch(/ P[SD]T$/);
    expect(await mailText(account.email, 'Your Market Catalysts trial ends soon')).toContain(`ends on ${day}, ${time}.`);
  });
});
