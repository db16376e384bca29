import type Stripe from 'stripe';
import { pendingAuthentication, subscriptionFields } from './subscription-fields.js';

const day = (n: number) => Date.UTC(2026, 10, n) / 1000;

const coupon = (duration: 'once' | 'forever') => ({ id: 'co_q', object: 'coupon', name: 'Quarter off', duration, valid: true });
const discount = (duration: 'once' | 'forever', code?: string) => ({
  id: 'di_1',
  object: 'discount',
  end: null,
  promotion_code: code ? { id: 'promo_1', object: 'promotion_code', code } : null,
  source: { type: 'coupon', coupon: coupon(duration) },
});

const upcoming = (amountDue: number, discounted: number) =>
  ({
    id: undefined,
    object: 'invoice',
    amount_due: amountDue,
    total_discount_amounts: discounted ? [{ amount: discounted, discount: 'di_1' }] : [],
  }) as unknown as Stripe.Invoice;

const remote = (overrides: Record<string, unknown> = {}) =>
  ({
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    start_date: day(1),
    cancel_at_period_end: false,
    trial_end: null,
    items: { data: [{ current_period_end: day(29) }] },
    default_payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    latest_invoice: { id: 'in_1', object: 'invoice' },
    discounts: [discount('forever', 'SAVE25')],
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('subscriptionFields', () => {
  it('keeps what the profile shows: card, discount, latest invoice and the next invoice', () => {
    expect(subscriptionFields(remote(), upcoming(1500, 500))).toEqual({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(day(29) * 1000),
      trialEnd: null,
      startDate: new Date(day(1) * 1000),
      paymentMethod: 'visa •••• 4242',
      coupon: 'SAVE25',
      latestInvoiceId: 'in_1',
      nextInvoiceCents: 1500,
      nextDiscountCents: 500,
      nextCoupon: 'SAVE25',
      detailsReadAt: expect.any(Date),
      awaitingAuthentication: false,
      confirmationSecret: null,
    });
  });

  it('names a coupon by its name when no code was typed, and drops a once-only coupon from the next invoice', () => {
    expect(subscriptionFields(remote({ discounts: [discount('once')] }), upcoming(2000, 0))).toMatchObject({
      coupon: 'Quarter off',
      nextCoupon: null,
      nextDiscountCents: 0,
    });
  });

  it('has no next invoice when Stripe previews none, and no card label for an unexpanded card', () => {
    expect(subscriptionFields(remote({ default_payment_method: 'pm_1', discounts: [] }), undefined)).toMatchObject({
      paymentMethod: null,
      coupon: null,
      nextInvoiceCents: null,
      nextDiscountCents: null,
      nextCoupon: null,
    });
  });

  it('tells a first payment or a trial’s card that waits for the bank, with the secret that resumes it (issue 19 §2)', () => {
    const waitingInvoice = {
      id: 'in_1',
      status: 'open',
      confirmation_secret: { client_secret: 'pi_1_secret_x', type: 'payment_intent' },
    };
    expect(
      pendingAuthentication({
        ...remote(),
        status: 'incomplete',
        latest_invoice: waitingInvoice,
      } as unknown as Stripe.Subscription),
    ).toEqual({ awaitingAuthentication: true, confirmationSecret: 'pi_1_secret_x' });
    const setup = { id: 'seti_1', status: 'requires_action', client_secret: 'seti_1_secret_y' };
    expect(
      pendingAuthentication({ ...remote(), status: 'trialing', pending_setup_intent: setup } as unknown as Stripe.Subscription),
    ).toEqual({ awaitingAuthentication: true, confirmationSecret: 'seti_1_secret_y' });
    expect(
      pendingAuthentication({
        ...remote(),
        status: 'trialing',
        pending_setup_intent: { ...setup, status: 'succeeded' },
      } as unknown as Stripe.Subscription),
    ).toEqual({ awaitingAuthentication: false, confirmationSecret: null });
  });
});
