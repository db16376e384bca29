import type { CartItem } from '@mc/proto';
import type { Plan } from '../generated/prisma/client.js';

export const CART_MESSAGES = {
  empty: 'Your cart is empty.',
  outdated: 'Your cart is out of date. Please reload the page and try again.',
  mixed: 'These items cannot be bought together.',
} as const;

export type PricedCart = { ok: true; plans: Plan[]; totalCents: number } | { ok: false; message: string };

/** At most this many items: the cart sells plans, and nobody needs ten. */
const MAX_ITEMS = 10;

/**
 * The cart as the server prices it. Items name plans by id; the price a client shows must be
 * the plan's price (a stale or edited cart is refused, never charged at the client's figure),
 * and a hosted checkout can only bill plans that renew on the same schedule.
 */
export function priceCart(items: readonly CartItem[], plans: readonly Plan[]): PricedCart {
  if (items.length === 0) return { ok: false, message: CART_MESSAGES.empty };
  if (items.length > MAX_ITEMS) return { ok: false, message: CART_MESSAGES.outdated };
  const chosen: Plan[] = [];
  for (const item of items) {
    const plan = plans.find((candidate) => candidate.id === item.id);
    if (!plan || !plan.stripePriceId || plan.priceCents !== item.price) return { ok: false, message: CART_MESSAGES.outdated };
    chosen.push(plan);
  }
  const [first] = chosen;
  if (chosen.some((plan) => plan.interval !== first.interval || plan.intervalCount !== first.intervalCount))
    return { ok: false, message: CART_MESSAGES.mixed };
  return { ok: true, plans: chosen, totalCents: chosen.reduce((sum, plan) => sum + plan.priceCents, 0) };
}
