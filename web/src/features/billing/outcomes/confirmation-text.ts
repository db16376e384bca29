import type { SubscriptionDetails } from '../api/billing-types.js';
import { formatBillingDate } from '../format/billing-date.js';
import { formatDollars } from '../format/money.js';

/** Spec §2's line for a subscription that is paid and running. */
export const NOW_ACTIVE = 'Your subscription is now active.';

/**
 * What /confirmation says about the subscription just made: during a trial, the trial, when it ends
 * and what the first charge will be (issue 11 §3); otherwise the spec's line. Without the details
 * (still loading, or not to be had) the spec's line stands.
 */
export function confirmationText(details: SubscriptionDetails | null): string {
  if (details?.status !== 'trialing') return NOW_ACTIVE;
  const ends = formatBillingDate(details.next_payment ?? details.current_period_end);
  const charge = formatDollars(details.next_invoice_amount);
  if (!ends) return 'Your free trial has started.';
  const trial = `Your free trial has started and runs until ${ends}.`;
  return charge
    ? `${trial} Your first charge, ${charge}, is on ${ends} unless you cancel before then.`
    : `${trial} You will not be charged before then.`;
}
