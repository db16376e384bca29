import type { SubscriptionDetails } from '../api/billing-types.js';
import { formatBillingDate } from '../format/billing-date.js';

/** What the subscriber needs to know about where their subscription stands, in one sentence or two. */
function noticeText(details: SubscriptionDetails, justCanceled: boolean): string | null {
  const ends = formatBillingDate(details.current_period_end);
  const trial = details.status === 'trialing';
  if (details.cancel_at_period_end && ends) {
    // Spec §8's "Your subscription has been canceled." right after the cancel, with the day access ends.
    if (justCanceled)
      return trial
        ? `Your subscription has been canceled. Your free trial continues until ${ends}, and you will not be charged.`
        : `Your subscription has been canceled. You keep access until ${ends} and will not be charged again.`;
    return trial
      ? `Your subscription will be canceled when your free trial ends on ${ends}. You keep access until then and will not be charged.`
      : `Your subscription will be canceled at the end of the current billing period, on ${ends}. You keep access until then and will not be charged again.`;
  }
  if (justCanceled) return 'Your subscription has been canceled.';
  if (details.status === 'past_due')
    return 'Your last payment did not go through, so the calendars and portfolios are paused. Your card will be tried again over the next days; to pay now, update your card under Manage billing.';
  if (details.status === 'unpaid')
    return 'Every attempt to collect your last payment failed, so the calendars and portfolios stay paused until the open invoice is paid. Update your card under Manage billing to pay it.';
  return null;
}

/** One message about the subscription's state, never two that contradict each other (issue 11 §3). */
export function SubscriptionNotice({ details, justCanceled }: { details: SubscriptionDetails; justCanceled: boolean }) {
  const text = noticeText(details, justCanceled);
  if (!text) return null;
  const warning = details.status === 'past_due' || details.status === 'unpaid';
  return (
    <p className={`subscription-overview__notice${warning ? ' subscription-overview__notice--warning' : ''}`} role="status">
      {text}
    </p>
  );
}
