/**
 * Statuses in which Stripe keeps billing and the subscriber keeps (or is about to regain) access.
 * A subscription that ever reached one has started: its account (and card) had the trial.
 */
const LIVE_STATUSES: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid'];

export const isLive = (status: string) => LIVE_STATUSES.includes(status);

/** Statuses Stripe never leaves: nothing more is charged or granted. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/** The liveliest first; a status Stripe adds later ranks last. */
const RANK = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused', 'canceled', 'incomplete_expired'];

export interface RankedSubscription {
  status: string;
  createdAt: Date;
}

/**
 * The subscription that speaks for a user (profile, status, cancel, entitlement): the liveliest,
 * then the newest, so a live subscription wins over an older or newer one that ended.
 */
export function currentSubscription<T extends RankedSubscription>(subscriptions: readonly T[]): T | undefined {
  const rank = (status: string) => (RANK.includes(status) ? RANK.indexOf(status) : RANK.length);
  return [...subscriptions].sort((a, b) => rank(a.status) - rank(b.status) || b.createdAt.getTime() - a.createdAt.getTime())[0];
}

export interface AwaitingSubscription {
  status: string;
  awaitingAuthentication: boolean;
}

/**
 * The status as the product tells it (issue 19 §2): a subscription whose first payment or trial
 * set-up still waits for the bank is `incomplete`, not yet a subscriber, whatever Stripe's status
 * (a trial runs in Stripe from the start).
 */
export const productStatus = (subscription: AwaitingSubscription): string =>
  subscription.awaitingAuthentication ? 'incomplete' : subscription.status;

/** Running, and not waiting for the bank: the subscription gives access and counts as started. */
export const isSubscribed = (subscription: AwaitingSubscription): boolean => isLive(productStatus(subscription));
