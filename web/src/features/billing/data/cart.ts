import type { CartItem } from '../api/billing-types.js';

/**
 * Spec §2/§3/§9: the cart holds one fixed item, 2000 cents a month. Items name plans by id (here
 * plan 5, the monthly plan); the server prices the cart from the plan and refuses a stale price.
 */
export const cartItems: readonly CartItem[] = [
  {
    id: 5,
    name: 'Monthly Subscription',
    price: 2000,
    description: 'Every catalyst calendar, portfolio and watch list, billed monthly.',
  },
];
