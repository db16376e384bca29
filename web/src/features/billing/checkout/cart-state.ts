import type { CartItem } from '../api/billing-types.js';

/** What opens /payment: the cart's items, through the navigation state (spec §2). */
export interface PaymentState {
  cartItems: CartItem[];
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return typeof item?.name === 'string' && typeof item.price === 'number' && Number.isFinite(item.price);
}

export function readCartItems(state: unknown): CartItem[] {
  const items = (state as Partial<PaymentState> | null)?.cartItems;
  return Array.isArray(items) ? items.filter(isCartItem) : [];
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + item.price, 0);
}
