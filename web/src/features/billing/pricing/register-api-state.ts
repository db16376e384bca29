import { staticPlans, type StaticPlan } from '../data/static-plans.js';

/** What /pricingtableapi hands to /registerapi. */
export interface RegisterApiState {
  selectedPlan: StaticPlan;
}

/** What /pricingtableapi2 hands to /registerapi2. */
export interface RegisterApi2State {
  selectedPlanId: number;
}

/** The fixed plan named by the navigation state (matched by id, so only a known plan is accepted). */
export function readSelectedStaticPlan(state: unknown): StaticPlan | null {
  const id = (state as Partial<RegisterApiState> | null)?.selectedPlan?.id;
  return staticPlans.find((plan) => plan.id === id) ?? null;
}

export function readSelectedPlanId(state: unknown): number | null {
  const id = (state as Partial<RegisterApi2State> | null)?.selectedPlanId;
  return typeof id === 'number' ? id : null;
}
