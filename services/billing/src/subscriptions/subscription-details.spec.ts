import type { Invoice, Plan, Subscription } from '../generated/prisma/client.js';
import { subscriptionDetails, type DetailsSources } from './subscription-details.js';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15));

const plan: Plan = {
  id: 5,
  name: 'Monthly',
  priceCents: 2000,
  description: 'Access to Catalysts Calendars every month.',
  interval: 'month',
  intervalCount: 1,
  offered: true,
  stripePriceId: 'price_monthly',
};

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'in_1',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
  status: 'paid',
  amountDueCents: 1500,
  amountPaidCents: 1500,
  discountCents: 500,
  currency: 'usd',
  attemptCount: 1,
  billingReason: 'subscription_create',
  number: 'ABC-0001',
  createdAt: day(1),
  paidAt: day(1),
  syncedAt: day(1),
  ...overrides,
});

const subscription = (overrides: Partial<Subscription> = {}): Subscription & { plan: Plan } => ({
  id: 'sub_1',
  userId: 7,
  planId: 5,
  plan,
  status: 'active',
  started: true,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: day(29),
  trialEnd: null,
  createdAt: day(1),
  creationKey: null,
  syncedAt: day(1),
  startDate: day(1),
  paymentMethod: 'visa •••• 4242',
  coupon: 'SAVE25',
  latestInvoiceId: 'in_1',
  nextInvoiceCents: 1500,
  nextDiscountCents: 500,
  nextCoupon: 'SAVE25',
  detailsReadAt: day(1),
  awaitingAuthentication: false,
  confirmationSecret: null,
  ...overrides,
});

const sources = (overrides: Partial<DetailsSources> = {}): DetailsSources => ({
  subscription: subscription(),
  latestInvoice: invoice(),
  payments: [invoice()],
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
      currentPeriodEnd: '2026-11-29',
    });
  });

  it('shows no next payment once cancellation is scheduled, but still the day access ends', () => {
    const details = subscriptionDetails(sources({ subscription: subscription({ cancelAtPeriodEnd: true }) }));
    expect(details).toMatchObject({
      cancelAtPeriodEnd: true,
      nextPayment: undefined,
      nextInvoiceAmount: undefined,
      nextCoupon: undefined,
      currentPeriodEnd: '2026-11-29',
    });
  });

  it('shows a trial’s first charge on the day it ends, and counts its $0 invoice as no payment', () => {
    const trialInvoice = invoice({ amountDueCents: 0, amountPaidCents: 0, discountCents: 0 });
    const details = subscriptionDetails({
      subscription: subscription({
        status: 'trialing',
        trialEnd: day(8),
        currentPeriodEnd: day(8),
        coupon: null,
        nextCoupon: null,
        nextInvoiceCents: 2000,
        nextDiscountCents: 0,
      }),
      latestInvoice: trialInvoice,
      payments: [],
    });
    expect(details).toMatchObject({
      status: 'trialing',
      amountDue: '0.00',
      discountAmount: '0.00',
      coupon: undefined,
      nextInvoiceAmount: '20.00',
      nextPayment: '2026-11-08',
      paymentsCompleted: 0,
      lastPayment: undefined,
      previousPaymentDate: undefined,
    });
  });

  it('falls back to the creation date and zero amounts where billing has not read them yet', () => {
    const details = subscriptionDetails({
      subscription: subscription({ startDate: null, latestInvoiceId: null, nextInvoiceCents: null, nextDiscountCents: null }),
      latestInvoice: null,
      payments: [],
    });
    expect(details).toMatchObject({
      startDate: '2026-11-01',
      amountDue: '0.00',
      discountAmount: '0.00',
      nextInvoiceAmount: undefined,
    });
  });

  it('says nothing of a next invoice for a subscription that ended', () => {
    expect(subscriptionDetails(sources({ subscription: subscription({ status: 'canceled' }) }))).toMatchObject({
      nextPayment: undefined,
      nextInvoiceAmount: undefined,
    });
  });
});
