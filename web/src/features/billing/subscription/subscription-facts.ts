import type { SubscriptionDetails } from '../api/billing-types.js';
import { formatBillingDate } from '../format/billing-date.js';
import { formatDollars, isNonZeroAmount } from '../format/money.js';

export interface SubscriptionFact {
  label: string;
  value: string;
}

function discountText(amount: string | null, coupon: string | null): string | null {
  if (!isNonZeroAmount(amount)) return null;
  const dollars = formatDollars(Math.abs(Number(amount)));
  return coupon ? `${dollars} off (${coupon})` : `${dollars} off`;
}

/**
 * The details worth a line on the profile (spec §2/§3), each only when the server gave it; amounts
 * with 2 decimals, discounts only when there is one. The date of the next charge is the trial's end
 * while trialing, and the end of access once the subscription is set to cancel.
 */
export function subscriptionFacts(details: SubscriptionDetails): SubscriptionFact[] {
  const nextDateLabel = details.cancel_at_period_end
    ? 'Access until'
    : details.status === 'trialing'
      ? 'Trial ends'
      : 'Next payment';
  const lastPayment = formatDollars(details.last_payment);
  const lastPaymentDate = formatBillingDate(details.previous_payment_date);
  const candidates: [string, string | null | undefined][] = [
    ['Plan', details.plan_name],
    ['Price', formatDollars(details.plan_price)],
    ['Started', formatBillingDate(details.start_date)],
    [nextDateLabel, formatBillingDate(details.next_payment)],
    ['Amount due', formatDollars(details.amount_due)],
    ['Discount', discountText(details.discount_amount, details.coupon)],
    ['Next invoice', details.cancel_at_period_end ? null : formatDollars(details.next_invoice_amount)],
    ['Next discount', discountText(details.next_discount_amount, details.next_coupon)],
    ['Payment method', details.payment_method],
    ['Payments completed', String(details.payments_completed)],
    ['Last payment', lastPayment && lastPaymentDate ? `${lastPayment} on ${lastPaymentDate}` : lastPayment],
  ];
  return candidates.filter((fact): fact is [string, string] => Boolean(fact[1])).map(([label, value]) => ({ label, value }));
}
