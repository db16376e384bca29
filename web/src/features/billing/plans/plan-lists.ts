import type { Plan } from '../api/billing-types.js';
import { MOST_POPULAR_PLAN_ID, OFFERED_PLAN_IDS } from '../billing-settings.js';

/** Spec §3: of the server's plans only ids 5 and 6 are offered, in the server's order. */
export function offeredPlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => OFFERED_PLAN_IDS.includes(plan.id));
}

export function allPlans(plans: readonly Plan[]): Plan[] {
  return [...plans];
}

/** Spec §2: /register preselects the Most Popular plan; other screens the first one. */
export function mostPopularOrFirst(plans: readonly Plan[]): Plan | undefined {
  return plans.find((plan) => plan.id === MOST_POPULAR_PLAN_ID) ?? plans[0];
}

/**
 * The plan /register opens with: the one chosen on /pricing (`?plan=`), when the server offers it;
 * else, as spec §2 says, the Most Popular one.
 */
export function requestedOrMostPopular(plans: readonly Plan[], requestedId: number | null): Plan | undefined {
  return plans.find((plan) => plan.id === requestedId) ?? mostPopularOrFirst(plans);
}
