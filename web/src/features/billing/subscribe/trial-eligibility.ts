import { useSubscriptionStatus } from '../api/billing-queries.js';

/** Statuses of a subscription that started: its owner is no longer a first-time subscriber. */
const STARTED_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'paused']);
/** Statuses of a subscription that is still running. */
export const CURRENT_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);

export interface TrialEligibility {
  /** True when the free trial note may be shown: the user never had a subscription. */
  eligible: boolean;
  /** The status of the user's subscription, when there is one. */
  status: string | null;
}

/**
 * Spec §1/§2: the 7-day trial is for first-time users, and /subscribe mentions it only "if
 * eligible". The subscription status tells: none (or 404) means a first-time user. While the
 * answer is awaited, or when it fails otherwise, the trial is not promised.
 */
export function useTrialEligibility(): TrialEligibility {
  const { data: status } = useSubscriptionStatus({ signedIn: true });
  if (status === undefined) return { eligible: false, status: null };
  return { eligible: status === null || !STARTED_STATUSES.has(status), status };
}
