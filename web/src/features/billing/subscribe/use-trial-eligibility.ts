import { useEffect, useState } from 'react';
import { api } from '../../../api/api-client.js';
import { ApiError } from '../../../api/api-errors.js';

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
  const [state, setState] = useState<TrialEligibility>({ eligible: false, status: null });

  useEffect(() => {
    let current = true;
    api.get<{ subscription_status?: string | null }>('/api/subscription-status/').then(
      (answer) => {
        const status = answer?.subscription_status || null;
        if (current) setState({ eligible: status === null || !STARTED_STATUSES.has(status), status });
      },
      (error: unknown) => {
        if (current && error instanceof ApiError && error.status === 404) setState({ eligible: true, status: null });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
