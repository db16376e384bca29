import type { MessageInitShape } from '@bufbuild/protobuf';
import type { SubscriptionDetailsSchema } from '@mc/proto';
import { calendarDate, dollars } from '../common/money.js';
import type { Invoice, Plan, Subscription } from '../generated/prisma/client.js';
import { isSubscribed, productStatus } from './subscription-status.js';

export interface DetailsSources {
  subscription: Subscription & { plan: Plan };
  /** The subscription's latest invoice, when billing has it. */
  latestInvoice: Invoice | null;
  /** The subscription's paid invoices that took money, newest first. */
  payments: readonly Invoice[];
}

const optionalDollars = (cents: number | null) => (cents === null ? undefined : dollars(cents));

/** The profile's subscription block (spec §3), from billing's own copy of what Stripe said. */
export function subscriptionDetails({
  subscription,
  latestInvoice,
  payments,
}: DetailsSources): MessageInitShape<typeof SubscriptionDetailsSchema> {
  const renews = isSubscribed(subscription) && !subscription.cancelAtPeriodEnd;
  const lastPayment = payments[0];
  return {
    planName: subscription.plan.name,
    planPrice: dollars(subscription.plan.priceCents),
    discountAmount: dollars(latestInvoice?.discountCents ?? 0),
    coupon: subscription.coupon ?? undefined,
    amountDue: dollars(latestInvoice?.amountDueCents ?? 0),
    nextInvoiceAmount: renews ? optionalDollars(subscription.nextInvoiceCents) : undefined,
    nextDiscountAmount: renews ? optionalDollars(subscription.nextDiscountCents) : undefined,
    nextCoupon: renews ? (subscription.nextCoupon ?? undefined) : undefined,
    status: productStatus(subscription),
    startDate: calendarDate(subscription.startDate ?? subscription.createdAt),
    nextPayment: renews ? calendarDate(subscription.currentPeriodEnd) : undefined,
    paymentMethod: subscription.paymentMethod ?? undefined,
    paymentsCompleted: payments.length,
    lastPayment: lastPayment ? dollars(lastPayment.amountPaidCents) : undefined,
    previousPaymentDate: lastPayment ? calendarDate(lastPayment.paidAt ?? lastPayment.createdAt) : undefined,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodEnd: calendarDate(subscription.currentPeriodEnd),
    paymentFailedOn:
      latestInvoice?.status === 'open' && latestInvoice.attemptCount > 0 ? calendarDate(latestInvoice.createdAt) : undefined,
  };
}
