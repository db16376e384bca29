/** The query parameter that carries a plan chosen on /pricing to /register: it survives a reload and a shared link. */
const PLAN_PARAM = 'plan';

export const registerFor = (planId: number) => `/register?${PLAN_PARAM}=${planId}`;

/** The plan id /register was asked for, or null when none (or no whole number) was given. */
export function requestedPlanId(params: URLSearchParams): number | null {
  const value = params.get(PLAN_PARAM);
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
