import { useEffect, useState } from 'react';
import { fetchPlans } from '../api/billing-api.js';
import type { Plan } from '../api/billing-types.js';

export type PlansState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; plans: Plan[] };

/**
 * GET /api/get-plans/ once per screen, narrowed by `select` (a function defined outside the
 * component, such as `offeredPlans`, so that it keeps its identity between renders).
 */
export function usePlans(select: (plans: readonly Plan[]) => Plan[]): PlansState {
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchPlans().then(
      (plans) => {
        if (current) setState({ status: 'loaded', plans: select(plans) });
      },
      (error: unknown) => {
        console.warn('Plans could not be loaded.', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [select]);

  return state;
}
