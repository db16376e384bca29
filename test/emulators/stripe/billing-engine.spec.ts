import { runDueTransitions } from './billing-engine.js';
import { createSubscription, type NewSubscription } from './subscription-creation.js';
import { Clock, DAY, HOUR } from './clock.js';
import { SMART_RETRY_DAYS, type EmulatorContext, type ExhaustedRetriesAction } from './context.js';
import { EventLog } from './events.js';
import { Params } from './params.js';
import type { EventRecord, InvoiceRecord, SubscriptionRecord } from './records.js';
import { createCustomer } from './resources/customers.js';
import { attachPaymentMethod, createCardPaymentMethod } from './resources/payment-methods.js';
import { createPrice } from './resources/prices.js';
import { createProduct } from './resources/products.js';
import { EmulatorState } from './state.js';
import { DECLINES } from './test-cards.js';

/** The engine without HTTP: an in-memory store, a fake wall clock and a list of emitted events. */
function setUp(options: { card?: string | null; exhaustedRetries?: ExhaustedRetriesAction } = {}) {
  const state = new EmulatorState();
  const clock = new Clock(() => Date.parse('2026-03-01T12:00:00Z'));
  const emitted: EventRecord[] = [];
  const events = new EventLog(
    state,
    clock,
    '2026-10-28.endive',
    (event) => emitted.push(event),
    () => 0,
  );
  const context: EmulatorContext = {
    state,
    clock,
    events,
    baseUrl: () => 'http://emulator.test',
    exhaustedRetries: options.exhaustedRetries ?? 'canceled',
    retryDays: SMART_RETRY_DAYS,
  };
  const product = createProduct(context, new Params({ name: 'Catalysts monthly' }));
  const price = createPrice(
    context,
    new Params({
      product: product.id,
      currency: 'usd',
      unit_amount: '2000',
      recurring: { interval: 'week', interval_count: '4' },
    }),
  );
  const customer = createCustomer(context, new Params({ email: 'ada@example.com' }));
  const card = options.card === undefined ? '4242424242424242' : options.card;
  if (card) {
    const paymentMethod = createCardPaymentMethod(context, { number: card, expMonth: 12, expYear: 2040, cvc: '123' });
    attachPaymentMethod(context, paymentMethod, customer.id);
    customer.invoice_settings.default_payment_method = paymentMethod.id;
  }
  const subscribe = (overrides: Partial<NewSubscription> = {}): SubscriptionRecord =>
    createSubscription(context, {
      customer,
      items: [{ price, quantity: 1, metadata: {} }],
      trialEnd: null,
      defaultPaymentMethod: null,
      paymentBehavior: 'allow_incomplete',
      saveDefaultPaymentMethod: null,
      missingPaymentMethod: 'create_invoice',
      discounts: [],
      metadata: {},
      description: null,
      cancelAtPeriodEnd: false,
      ...overrides,
    });
  const latestInvoice = (subscription: SubscriptionRecord): InvoiceRecord =>
    state.invoices.require(String(subscription.latest_invoice));
  const typesSince = (index: number) => emitted.slice(index).map((event) => event.type);
  return { context, state, clock, customer, price, emitted, subscribe, latestInvoice, typesSince };
}

describe('billing engine', () => {
  it('runs a trial: $0 invoice now, trial_will_end three days before, a paid renewal at the end', () => {
    const { context, clock, subscribe, latestInvoice, emitted } = setUp();
    const start = clock.now();
    const subscription = subscribe({ trialEnd: start + 7 * DAY });
    expect(subscription.status).toBe('trialing');
    expect(latestInvoice(subscription)).toMatchObject({ status: 'paid', total: 0 });

    // trial_will_end, the trial's end (a draft), the draft finalized and charged an hour later.
    const processed = runDueTransitions(context, start + 7 * DAY + HOUR);
    expect(processed).toBe(3);
    expect(clock.now()).toBe(start + 7 * DAY + HOUR);
    const willEnd = emitted.find((event) => event.type === 'customer.subscription.trial_will_end');
    expect(willEnd?.created).toBe(start + 4 * DAY);
    expect(subscription.status).toBe('active');
    expect(latestInvoice(subscription)).toMatchObject({
      status: 'paid',
      amount_paid: 2000,
      billing_reason: 'subscription_cycle',
    });
    expect(subscription.items.data[0]).toMatchObject({
      current_period_start: start + 7 * DAY,
      current_period_end: start + 35 * DAY,
    });
  });

  it('renews with a draft invoice that Stripe finalizes and charges an hour later', () => {
    const { context, clock, subscribe, latestInvoice, typesSince, emitted } = setUp();
    const start = clock.now();
    const subscription = subscribe();
    const mark = emitted.length;

    runDueTransitions(context, start + 28 * DAY);
    const draft = latestInvoice(subscription);
    expect(draft).toMatchObject({
      status: 'draft',
      billing_reason: 'subscription_cycle',
      automatically_finalizes_at: start + 28 * DAY + HOUR,
      amount_paid: 0,
    });
    expect(subscription).toMatchObject({ status: 'active' });
    expect(subscription.items.data[0].current_period_start).toBe(start + 28 * DAY);
    expect(typesSince(mark)).toEqual(['invoice.created', 'customer.subscription.updated']);

    runDueTransitions(context, start + 28 * DAY + HOUR - 1);
    expect(draft.status).toBe('draft');
    runDueTransitions(context, start + 28 * DAY + HOUR);
    expect(draft).toMatchObject({ status: 'paid', amount_paid: 2000, automatically_finalizes_at: null });
    expect(draft.status_transitions.finalized_at).toBe(start + 28 * DAY + HOUR);
    expect(typesSince(mark)).toEqual(expect.arrayContaining(['invoice.finalized', 'invoice.paid']));
  });

  it('marks a failed renewal past_due, retries a day after the first attempt, and recovers', () => {
    const { context, state, clock, customer, subscribe, latestInvoice, typesSince, emitted } = setUp();
    const start = clock.now();
    const subscription = subscribe();
    state.failNextPayment.set(customer.id, DECLINES.insufficientFunds);
    const mark = emitted.length;

    const attempted = start + 28 * DAY + HOUR;
    runDueTransitions(context, attempted);
    expect(subscription.status).toBe('past_due');
    const invoice = latestInvoice(subscription);
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: attempted + DAY });
    expect(typesSince(mark)).toEqual(expect.arrayContaining(['invoice.payment_failed', 'customer.subscription.updated']));

    runDueTransitions(context, attempted + DAY);
    expect(invoice).toMatchObject({ status: 'paid', attempt_count: 2 });
    expect(subscription.status).toBe('active');
  });

  it('retries on the Smart Retries stand-in schedule: eight attempts within two weeks', () => {
    const { context, clock, subscribe, latestInvoice } = setUp({ card: '4000000000000341' });
    const subscription = subscribe({ trialEnd: clock.now() + DAY });
    const attempted = clock.now() + DAY + HOUR;
    runDueTransitions(context, attempted);
    const invoice = latestInvoice(subscription);
    const attempts: number[] = [];
    while (invoice.next_payment_attempt !== null) {
      attempts.push(invoice.next_payment_attempt - attempted);
      runDueTransitions(context, invoice.next_payment_attempt);
    }
    expect(attempts.map((seconds) => seconds / DAY)).toEqual([1, 3, 5, 7, 9, 11, 14]);
    expect(invoice.attempt_count).toBe(8);
  });

  it('gives up after the last retry as the account says: canceled (default), unpaid, or left past_due', () => {
    for (const action of ['canceled', 'unpaid', 'past_due'] as const) {
      const { context, clock, subscribe, latestInvoice } = setUp({ card: '4000000000000341', exhaustedRetries: action });
      const start = clock.now();
      const subscription = subscribe({ trialEnd: start + DAY });
      runDueTransitions(context, start + 20 * DAY);
      expect(subscription.status).toBe(action);
      expect(latestInvoice(subscription)).toMatchObject({ status: 'open', attempt_count: 8, next_payment_attempt: null });
    }
  });

  it('follows trial_settings.end_behavior.missing_payment_method', () => {
    const outcomes = (['cancel', 'pause', 'create_invoice'] as const).map((behavior) => {
      const { context, clock, subscribe } = setUp({ card: null });
      const subscription = subscribe({ trialEnd: clock.now() + 7 * DAY, missingPaymentMethod: behavior });
      runDueTransitions(context, clock.now() + 7 * DAY + HOUR);
      return subscription.status;
    });
    expect(outcomes).toEqual(['canceled', 'paused', 'past_due']);
  });

  it('expires an incomplete subscription after 23 hours and voids its invoice', () => {
    const { context, clock, subscribe, latestInvoice } = setUp({ card: '4000002500003155' });
    const subscription = subscribe();
    expect(subscription.status).toBe('incomplete');
    runDueTransitions(context, clock.now() + 22 * HOUR);
    expect(subscription.status).toBe('incomplete');
    runDueTransitions(context, clock.now() + 2 * HOUR);
    expect(subscription.status).toBe('incomplete_expired');
    expect(latestInvoice(subscription).status).toBe('void');
  });

  it('spends a `once` coupon on the first paid invoice, not on the $0 trial invoice', () => {
    const { context, state, clock, subscribe, latestInvoice } = setUp();
    state.coupons.insert({
      id: 'HALF',
      object: 'coupon',
      amount_off: null,
      created: clock.now(),
      currency: null,
      duration: 'once',
      duration_in_months: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      name: null,
      percent_off: 50,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
    });
    const subscription = subscribe({
      trialEnd: clock.now() + 7 * DAY,
      discounts: [new Params({ coupon: 'HALF' }, 'discounts[0]')],
    });
    expect(subscription.discounts).toHaveLength(1);
    runDueTransitions(context, clock.now() + 7 * DAY + HOUR);
    expect(latestInvoice(subscription)).toMatchObject({ total: 1000, amount_paid: 1000 });
    expect(subscription.discounts).toHaveLength(0);
    runDueTransitions(context, clock.now() + 28 * DAY);
    expect(latestInvoice(subscription)).toMatchObject({ total: 2000 });
  });

  it('cancels at the period end without another invoice', () => {
    const { context, state, clock, subscribe, emitted } = setUp();
    const subscription = subscribe({ cancelAtPeriodEnd: true });
    runDueTransitions(context, clock.now() + 28 * DAY);
    expect(subscription).toMatchObject({ status: 'canceled', ended_at: subscription.items.data[0].current_period_end });
    expect([...state.invoices.values()]).toHaveLength(1);
    expect(emitted.at(-1)?.type).toBe('customer.subscription.deleted');
  });
});
