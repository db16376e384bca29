import type { UseQueryResult } from '@tanstack/react-query';
import { isFirstLoad } from '../../../ui/load-states.js';

/** The plan an older sign-up is for, as its form shows and pays it. */
export interface ChosenPlan {
  name: string;
  /** Formatted with its period ("$20.00 every 4 weeks"). */
  priceLabel: string;
  /** Null when the server has no Stripe price for it. */
  priceId: string | null;
}

export type ChosenPlanState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'missing' } | { status: 'ready'; plan: ChosenPlan };

/** While the server's plans are not there: loading, or failed with the query's "Try again". */
export function planLoadState(plans: UseQueryResult<unknown>): ChosenPlanState {
  return isFirstLoad(plans) || plans.status !== 'error'
    ? { status: 'loading' }
    : { status: 'failed', retry: () => void plans.refetch() };
}
