import type { SubscriptionDetails } from '../api/billing-types.js';
import { formatBillingDate } from '../format/billing-date.js';
import { formatDollars, isNonZeroAmount } from '../format/money.js';
import { owesMoney } from '../format/statement-status.js';

export interface SubscriptionFact {
  label: string;
  value: string;
}

function discountText(amount: string | null, coupon: string | null): string | null {
  if (!isNonZeroAmount(amount)) return null;
  const dollars = formatDollars(Math.abs(Number(amount)));
  return coupon ? `${dollars} off (${coupon})` : `${dollars} off`;
}

/** "$20.00 on Mar 8, 2026": an amount with the day it is charged, when the server gave both. */
function chargeText(amount: string | null, date: string | null): string | null {
  const dollars = formatDollars(amount);
  const day = formatBillingDate(date);
  return dollars && day ? `${dollars} on ${day}` : dollars;
}

/**
 * The details worth a line on the profile (spec §2/§3), each only when the server gave it; amounts
 * with 2 decimals, discounts only when there is one. A trial shows when it ends; the next payment
 * comes with its date (a trial's first charge is on its last day); once the subscription is set
 * to cancel there is nothing to pay, only the day access ends. "Amount due" is money owed only.
 */
export function subscriptionFacts(details: SubscriptionDetails): SubscriptionFact[] {
  const canceling = details.cancel_at_period_end;
  const lastPayment = formatDollars(details.last_payment);
  const lastPaymentDate = formatBillingDate(details.previous_payment_date);
  const candidates: [string, string | null | undefined][] = [
    ['Plan', details.plan_name],
    ['Price', formatDollars(details.plan_price)],
    ['Started', formatBillingDate(details.start_date)],
    ['Trial ends', details.status === 'trialing' && !canceling ? formatBillingDate(details.next_payment) : null],
    ['Access until', canceling ? formatBillingDate(details.current_period_end) : null],
    // Issue 19 §4: "Amount due" only for money actually owed (a failed charge); "Next payment" otherwise.
    ['Amount due', owesMoney(details) && isNonZeroAmount(details.amount_due) ? formatDollars(details.amount_due) : null],
    ['Discount', discountText(details.discount_amount, details.coupon)],
    ['Next payment', canceling ? null : chargeText(details.next_invoice_amount, details.next_payment)],
    ['Next discount', canceling ? null : discountText(details.next_discount_amount, details.next_coupon)],
    ['Payment method', details.payment_method],
    ['Payments completed', String(details.payments_completed)],
    ['Last payment', lastPayment && lastPaymentDate ? `${lastPayment} on ${lastPaymentDate}` : lastPayment],
  ];
  return candidates.filter((fact): fact is [string, string] => Boolean(fact[1])).map(([label, value]) => ({ label, value }));
}
