import type { MessageInitShape } from '@bufbuild/protobuf';
import type { SubscriptionDetailsSchema } from '@mc/proto';
import type Stripe from 'stripe';
import { calendarDate, dollars } from '../common/money.js';
import { isLive } from './subscription-status.js';

export interface DetailsSources {
  planName: string;
  planPriceCents: number;
  /** Expanded: `default_payment_method`, `latest_invoice`, `discounts.source.coupon`, `discounts.promotion_code`. */
  subscription: Stripe.Subscription;
  /** The next invoice, when there will be one (none once cancellation is scheduled). */
  upcoming: Stripe.Invoice | undefined;
  /** The subscription's paid invoices, newest first. */
  paidInvoices: readonly Stripe.Invoice[];
}

const discountTotal = (invoice: Stripe.Invoice) =>
  (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0);

/** What a customer recognises a discount by: the code they typed, else the coupon's name. */
function discountLabel(discount: string | Stripe.Discount | Stripe.DeletedDiscount | undefined): string | undefined {
  if (!discount || typeof discount === 'string' || discount.deleted) return undefined;
  const promotionCode = discount.promotion_code;
  if (promotionCode && typeof promotionCode === 'object') return promotionCode.code;
  const coupon = discount.source?.coupon;
  if (coupon && typeof coupon === 'object') return coupon.name ?? coupon.id;
  return typeof coupon === 'string' ? coupon : undefined;
}

/** A discount still running when the next period starts (`once` and ended `repeating` ones are gone by then). */
function stillApplies(discount: string | Stripe.Discount | Stripe.DeletedDiscount, at: number): boolean {
  if (typeof discount === 'string' || discount.deleted) return false;
  const coupon = discount.source?.coupon;
  if (coupon && typeof coupon === 'object' && coupon.duration === 'once') return false;
  return discount.end === null || discount.end > at;
}

function paymentMethodLabel(paymentMethod: Stripe.Subscription['default_payment_method']): string | undefined {
  if (!paymentMethod || typeof paymentMethod === 'string' || !paymentMethod.card) return undefined;
  return `${paymentMethod.card.brand} •••• ${paymentMethod.card.last4}`;
}

/** The profile's subscription block (spec §3), from what Stripe says now. */
export function subscriptionDetails(sources: DetailsSources): MessageInitShape<typeof SubscriptionDetailsSchema> {
  const { subscription, upcoming, paidInvoices } = sources;
  const latest = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  const periodEnd = subscription.items.data[0]?.current_period_end;
  const renews = isLive(subscription.status) && !subscription.cancel_at_period_end;
  const payments = paidInvoices.filter((invoice) => invoice.amount_paid > 0);
  const lastPayment = payments[0];
  const nextDiscount = subscription.discounts.find((discount) => stillApplies(discount, periodEnd ?? 0));
  return {
    planName: sources.planName,
    planPrice: dollars(sources.planPriceCents),
    discountAmount: dollars(latest ? discountTotal(latest) : 0),
    coupon: discountLabel(subscription.discounts[0]),
    amountDue: dollars(latest?.amount_due ?? 0),
    nextInvoiceAmount: upcoming ? dollars(upcoming.amount_due) : undefined,
    nextDiscountAmount: upcoming ? dollars(discountTotal(upcoming)) : undefined,
    nextCoupon: upcoming ? discountLabel(nextDiscount) : undefined,
    status: subscription.status,
    startDate: calendarDate(subscription.start_date),
    nextPayment: renews && periodEnd ? calendarDate(periodEnd) : undefined,
    paymentMethod: paymentMethodLabel(subscription.default_payment_method),
    paymentsCompleted: payments.length,
    lastPayment: lastPayment ? dollars(lastPayment.amount_paid) : undefined,
    previousPaymentDate: lastPayment ? calendarDate(lastPayment.status_transitions.paid_at ?? lastPayment.created) : undefined,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}
