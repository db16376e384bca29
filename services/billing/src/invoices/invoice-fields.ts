import type Stripe from 'stripe';
import { fromUnix, idOf } from '../stripe/stripe-values.js';

/** Everything the invoice's discounts took off. */
export const discountTotal = (invoice: Stripe.Invoice): number =>
  (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0);

/** The subscription an invoice bills, where Stripe puts it since basil. */
export const subscriptionOf = (invoice: Stripe.Invoice): string | undefined =>
  idOf(invoice.parent?.subscription_details?.subscription);

/** The row fields of an invoice read from Stripe. */
export function invoiceFields(invoice: Stripe.Invoice) {
  const paidAt = invoice.status_transitions?.paid_at;
  return {
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: subscriptionOf(invoice) ?? null,
    status: invoice.status ?? 'draft',
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    discountCents: discountTotal(invoice),
    currency: invoice.currency,
    attemptCount: invoice.attempt_count,
    billingReason: invoice.billing_reason ?? null,
    number: invoice.number ?? null,
    createdAt: fromUnix(invoice.created),
    paidAt: paidAt ? fromUnix(paidAt) : null,
    syncedAt: new Date(),
  };
}
