import type { SubscriptionDetails } from '../api/billing-types.js';
import { formatBillingDate } from './billing-date.js';
import { formatDollars } from './money.js';
import { statusWords } from './status-words.js';

/** Statuses in which a charge failed and is still owed. */
const OWING = new Set(['past_due', 'unpaid']);

export const owesMoney = (details: SubscriptionDetails): boolean => OWING.has(details.status);

/**
 * The profile's status, read like a bank statement (issue 19 §4): what the subscription is and the
 * one date (and amount) that matters next. Spec words for a status the issue does not name.
 */
export function statementStatus(details: SubscriptionDetails): string {
  const periodEnd = formatBillingDate(details.current_period_end);
  if (details.cancel_at_period_end) return `Cancelled (access until ${periodEnd})`;
  switch (details.status) {
    case 'trialing':
      return `Free trial (until ${formatBillingDate(details.next_payment ?? details.current_period_end)})`;
    case 'active': {
      const amount = formatDollars(details.next_invoice_amount);
      const renews = formatBillingDate(details.next_payment ?? details.current_period_end);
      return amount ? `Active (renews ${renews}, ${amount})` : `Active (renews ${renews})`;
    }
    case 'incomplete':
      return 'Payment needs confirmation';
    case 'past_due':
    case 'unpaid': {
      const failed = formatBillingDate(details.payment_failed_on);
      return failed
        ? `Past due (we could not charge your card on ${failed}: update it)`
        : 'Past due (we could not charge your card: update it)';
    }
    default:
      return statusWords(details.status);
  }
}
