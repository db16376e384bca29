import type Stripe from 'stripe';
import { subscriptionDetails, type DetailsSources } from './subscription-details.js';

const day = (n: number) => Date.UTC(2026, 10, n) / 1000;

const coupon = (duration: 'once' | 'forever') => ({ id: 'co_q', object: 'coupon', name: 'Quarter off', duration, valid: true });
const discount = (duration: 'once' | 'forever', code?: string) => ({
  id: 'di_1',
  object: 'discount',
  end: null,
  promotion_code: code ? { id: 'promo_1', object: 'promotion_code', code } : null,
  source: { type: 'coupon', coupon: coupon(duration) },
});

const invoice = (overrides: Record<string, unknown>) =>
  ({
    id: 'in_1',
    object: 'invoice',
    amount_due: 1500,
    amount_paid: 1500,
    created: day(1),
    status: 'paid',
    status_transitions: { paid_at: day(1) },
    total_discount_amounts: [{ amount: 500, discount: 'di_1' }],
    ...overrides,
  }) as unknown as Stripe.Invoice;

const subscription = (overrides: Record<string, unknown> = {}) =>
  ({
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    start_date: day(1),
    cancel_at_period_end: false,
    items: { data: [{ current_period_end: day(29) }] },
    default_payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    latest_invoice: invoice({}),
    discounts: [discount('forever', 'SAVE25')],
    ...overrides,
  }) as unknown as Stripe.Subscription;

const sources = (overrides: Partial<DetailsSources> = {}): DetailsSources => ({
  planName: 'Monthly',
  planPriceCents: 2000,
  subscription: subscription(),
  upcoming: invoice({ id: 'upcoming', status: 'draft', amount_paid: 0 }),
  paidInvoices: [invoice({})],
  ...overrides,
});

describe('subscriptionDetails', () => {
  it('fills every field of a discounted active subscription', () => {
    expect(subscriptionDetails(sources())).toEqual({
      planName: 'Monthly',
      planPrice: '20.00',
      discountAmount: '5.00',
      coupon: 'SAVE25',
      amountDue: '15.00',
      nextInvoiceAmount: '15.00',
      nextDiscountAmount: '5.00',
      nextCoupon: 'SAVE25',
      status: 'active',
      startDate: '2026-11-01',
      nextPayment: '2026-11-29',
      paymentMethod: 'visa •••• 4242',
      paymentsCompleted: 1,
      lastPayment: '15.00',
      previousPaymentDate: '2026-11-01',
      cancelAtPeriodEnd: false,
    });
  });

  it('shows no next payment once cancellation at the period end is scheduled', () => {
    const details = subscriptionDetails(
      sources({ subscription: subscription({ cancel_at_period_end: true }), upcoming: undefined }),
    );
    expect(details).toMatchObject({ cancelAtPeriodEnd: true, nextPayment: undefined, nextInvoiceAmount: undefined });
  });

  it('counts a trial’s $0 invoice as no payment', () => {
    const trialInvoice = invoice({ amount_due: 0, amount_paid: 0, total_discount_amounts: [] });
    const details = subscriptionDetails(
      sources({
        subscription: subscription({ status: 'trialing', latest_invoice: trialInvoice, discounts: [] }),
        paidInvoices: [trialInvoice],
        upcoming: invoice({ amount_due: 2000, total_discount_amounts: [] }),
      }),
    );
    expect(details).toMatchObject({
      status: 'trialing',
      amountDue: '0.00',
      discountAmount: '0.00',
      coupon: undefined,
      nextInvoiceAmount: '20.00',
      paymentsCompleted: 0,
      lastPayment: undefined,
    });
  });

  it('names a coupon by its name when no code was typed, and drops a once-only coupon from the next invoice', () => {
    const details = subscriptionDetails(
      sources({
        subscription: subscription({ discounts: [discount('once')] }),
        upcoming: invoice({ total_discount_amounts: [] }),
      }),
    );
    expect(details).toMatchObject({ coupon: 'Quarter off', nextCoupon: undefined, nextDiscountAmount: '0.00' });
  });
});
