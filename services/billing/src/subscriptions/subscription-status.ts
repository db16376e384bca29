/** Statuses in which Stripe keeps billing and the subscriber keeps (or is about to regain) access. */
export const LIVE_STATUSES: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid'];

/** A subscription in one of these has started: the account has had its trial. */
export const STARTED_STATUSES: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid'];

/** Which of a user's subscriptions speaks for them: the liveliest, then the newest. */
const RANK = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused', 'canceled', 'incomplete_expired'];

export interface RankedSubscription {
  status: string;
  createdAt: Date;
}

export function decidingSubscription<T extends RankedSubscription>(subscriptions: readonly T[]): T | undefined {
  const rank = (status: string) => (RANK.includes(status) ? RANK.indexOf(status) : RANK.length);
  return [...subscriptions].sort((a, b) => rank(a.status) - rank(b.status) || b.createdAt.getTime() - a.createdAt.getTime())[0];
}
