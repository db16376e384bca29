/**
 * Stripe's statuses (of a subscription or an invoice) as a subscriber reads them. What each
 * subscription status lets them see and do is in docs/decisions.md (Billing: states).
 */
const WORDS: Readonly<Record<string, string>> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Payment needs confirmation',
  incomplete_expired: 'Expired',
  paused: 'Paused',
  none: 'No subscription',
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

/** A status as words ("Free trial" for `trialing`); one Stripe adds later reads as its own words ("Some new"). */
export function statusWords(status: string): string {
  const known = WORDS[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}
