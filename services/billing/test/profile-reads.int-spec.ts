import { BillingService } from '@mc/proto';
import { startBillingHarness, until, type BillingHarness, type TestAccount } from './billing-harness.js';

/**
 * The profile's three reads (details, invoices, status) come from billing's own copy of the
 * subscription, which Stripe's webhooks keep current: page views cost Stripe nothing, and what
 * they show still follows what happens at Stripe (renewals, cancellations made elsewhere).
 */
const DAY = 86_400;
let h: BillingHarness;

beforeAll(async () => {
  h = await startBillingHarness({ nats: 24248, billing: 24289 });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const success = <T>(reply: { outcome: { case: string | undefined; value?: unknown } }): T => {
  if (reply.outcome.case !== 'success') throw new Error(`expected success, got ${JSON.stringify(reply.outcome.value)}`);
  return reply.outcome.value as T;
};

interface Details {
  status: string;
  nextPayment?: string;
  nextInvoiceAmount?: string;
  paymentsCompleted: number;
  lastPayment?: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  paymentMethod?: string;
}

/** One profile page view: what the web asks for, all at once. */
async function viewProfile(account: TestAccount) {
  const [details, invoices, status] = await Promise.all([
    h.rpc.call(BillingService.method.getSubscriptionDetails, { account }),
    h.rpc.call(BillingService.method.listInvoices, { account }),
    h.rpc.call(BillingService.method.getSubscriptionStatus, { account }),
  ]);
  return {
    details: success<Details>(details),
    invoices: success<{ invoices: { id: string; amountDue: string; status: string }[] }>(invoices).invoices,
    status: success<{ status: string }>(status).status,
  };
}

const isoDate = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/** A subscriber who pays at once: their card already had its trial on another account. */
async function payingSubscriber(card: string): Promise<{ account: TestAccount; subscriptionId: string }> {
  const priceId = await h.priceOf(5);
  await h.rpc.call(BillingService.method.createSubscription, {
    account: await h.register(),
    paymentMethodId: await h.card(card),
    priceId,
    promotionCode: '',
  });
  const account = await h.register();
  const created = success<{ subscriptionId: string; status: string }>(
    await h.rpc.call(BillingService.method.createSubscription, {
      account,
      paymentMethodId: await h.card(card),
      priceId,
      promotionCode: '',
      chargeNowConfirmed: true,
    }),
  );
  expect(created.status).toBe('active');
  await h.settle();
  return { account, subscriptionId: created.subscriptionId };
}

describe('the profile read from billing’s own copy', () => {
  it('makes no Stripe request during page views, and shows what Stripe says', async () => {
    const { account, subscriptionId } = await payingSubscriber('5555555555554444');
    const before = h.emulator.requests().total;
    let last: Awaited<ReturnType<typeof viewProfile>> | undefined;
    for (let view = 0; view < 25; view++) last = await viewProfile(account);
    expect(h.emulator.requests().total).toBe(before);

    const remote = await h.stripe.subscriptions.retrieve(subscriptionId);
    const periodEnd = isoDate(remote.items.data[0].current_period_end);
    expect(last?.status).toBe('active');
    expect(last?.details).toMatchObject({
      status: 'active',
      paymentMethod: 'mastercard •••• 4444',
      paymentsCompleted: 1,
      lastPayment: '20.00',
      nextInvoiceAmount: '20.00',
      nextPayment: periodEnd,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
    expect(last?.invoices).toEqual([expect.objectContaining({ amountDue: '20.00', status: 'paid' })]);
  });

  it('follows a cancellation made at Stripe and a renewal, through the webhooks alone', async () => {
    const { account, subscriptionId } = await payingSubscriber('4000056655665556');
    await h.emulator.advanceClock(32 * DAY);
    await h.settle();
    const renewed = await viewProfile(account);
    expect(renewed.details).toMatchObject({ status: 'active', paymentsCompleted: 2, lastPayment: '20.00' });
    expect(renewed.invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);

    // Canceled from Stripe's side (the dashboard, the customer portal): no request of ours involved.
    await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await h.settle();
    const before = h.emulator.requests().total;
    const canceling = await viewProfile(account);
    expect(h.emulator.requests().total).toBe(before);
    const remote = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(canceling.details).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: isoDate(remote.items.data[0].current_period_end),
    });
    expect(canceling.details.nextPayment).toBeUndefined();
    expect(canceling.details.nextInvoiceAmount).toBeUndefined();
  });

  it('welcomes a new subscriber once and sends a receipt for each paid invoice', async () => {
    const { account } = await payingSubscriber('4000000760000002');
    await until('the welcome and the first receipt', async () => (await h.mailSubjects(account.email)).length >= 2);
    await h.emulator.advanceClock(32 * DAY);
    await h.settle();
    await until('the renewal’s receipt', async () => (await h.mailSubjects(account.email)).length >= 3);
    // Redelivering every event of the run tells nobody anything twice.
    for (const event of (await h.stripe.events.list({ limit: 100 })).data) {
      await h.deliver({ ...event, id: `${event.id}_again` });
    }
    await h.settle();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await h.mailSubjects(account.email)).sort()).toEqual(
      [
        'Welcome to Market Catalysts',
        'Your Market Catalysts receipt for $20.00',
        'Your Market Catalysts receipt for $20.00',
      ].sort(),
    );
  });
});
