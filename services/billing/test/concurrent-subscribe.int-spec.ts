import { BillingService } from '@mc/proto';
import { startBillingHarness, type BillingHarness, type TestAccount } from './billing-harness.js';

const SUBSCRIBERS = 50;

let h: BillingHarness;

beforeAll(async () => {
  h = await startBillingHarness({ nats: 24246, billing: 24287 });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** A Visa number of its own for each subscriber, so every one is a first-time card (and gets the trial). */
function visaNumber(serial: number): string {
  const body = `4${String(process.pid % 1_000_000).padStart(6, '0')}${String(serial).padStart(8, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

describe('many people subscribing at once', () => {
  it(`completes ${SUBSCRIBERS} concurrent subscribes of different users, each with exactly one subscription`, async () => {
    // Registration is identity's (argon2 hashing): a few at a time, the concurrency under test is billing's.
    const accounts: TestAccount[] = [];
    while (accounts.length < SUBSCRIBERS) accounts.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => h.register()))));
    const priceId = await h.priceOf(5);
    const requests = await Promise.all(
      accounts.map(async (account, serial) => ({
        account,
        paymentMethodId: await h.card(visaNumber(serial)),
        priceId,
        promotionCode: '',
      })),
    );

    // More at once than billing has pooled connections (10): no request may wait for one across Stripe calls.
    const replies = await Promise.all(requests.map((request) => h.rpc.call(BillingService.method.createSubscription, request)));

    expect(replies.map((reply) => (reply.outcome.case === 'success' ? reply.outcome.value.status : reply.outcome.value))).toEqual(
      Array.from({ length: SUBSCRIBERS }, () => 'trialing'),
    );
    // Stripe's webhooks for all of them (created, paid…) go through the same per-subscription leases.
    await h.settle();
    const { rows } = await h.billingSql.query<{ user_id: number; n: number }>(
      'SELECT user_id, count(*)::int AS n FROM subscriptions WHERE user_id = ANY($1) GROUP BY user_id ORDER BY user_id',
      [accounts.map((account) => account.userId)],
    );
    expect(rows).toEqual(accounts.map((account) => ({ user_id: account.userId, n: 1 })).sort((a, b) => a.user_id - b.user_id));
    const customers = await h.billingSql.query<{ stripe_customer_id: string }>(
      'SELECT stripe_customer_id FROM users WHERE id = ANY($1)',
      [accounts.map((account) => account.userId)],
    );
    for (const { stripe_customer_id: customer } of customers.rows)
      expect((await h.stripe.subscriptions.list({ customer, status: 'all' })).data).toHaveLength(1);
    expect(customers.rows).toHaveLength(SUBSCRIBERS);
  }, 60_000);

  it('subscribes ten people paying with one card at the same moment, none refused for it', async () => {
    const accounts: TestAccount[] = [];
    while (accounts.length < 10) accounts.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => h.register()))));
    const priceId = await h.priceOf(5);
    const card = visaNumber(9_999);
    const replies = await Promise.all(
      accounts.map(async (account) =>
        h.rpc.call(BillingService.method.createSubscription, {
          account,
          paymentMethodId: await h.card(card),
          priceId,
          promotionCode: '',
          // Whoever comes after the first trial pays at once, and said yes to that.
          chargeNowConfirmed: true,
        }),
      ),
    );
    for (const reply of replies) expect(reply.outcome.case).toBe('success');
    await h.settle();
    const { rows } = await h.billingSql.query('SELECT count(*)::int AS n FROM trial_cards');
    expect(rows[0].n).toBeGreaterThan(0);
  }, 60_000);
});
