/**
 * Stripe's subscription statuses that give access, until the current period ends: identity's
 * entitlement rule, and what the bff waits for identity to report after a subscription starts.
 */
export const ACCESS_STATUSES: ReadonlySet<string> = new Set(['trialing', 'active']);
