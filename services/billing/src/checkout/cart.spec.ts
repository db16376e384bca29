import { create } from '@bufbuild/protobuf';
import { CartItemSchema } from '@mc/proto';
import type { Plan } from '../generated/prisma/client.js';
import { CART_MESSAGES, priceCart } from './cart.js';

const plan = (id: number, priceCents: number, interval = 'month'): Plan => ({
  id,
  name: `Plan ${id}`,
  priceCents,
  description: '',
  interval,
  intervalCount: 1,
  offered: true,
  stripePriceId: `price_${id}`,
});
const plans = [plan(5, 2000), plan(6, 19900, 'year')];
const item = (id: number, price: number) => create(CartItemSchema, { id, name: 'Monthly Subscription', price });

describe('priceCart', () => {
  it('prices the spec’s cart (Monthly Subscription, 2000 cents) from the plan', () => {
    expect(priceCart([item(5, 2000)], plans)).toMatchObject({ ok: true, totalCents: 2000 });
  });

  it('refuses an empty cart', () => {
    expect(priceCart([], plans)).toEqual({ ok: false, message: CART_MESSAGES.empty });
  });

  it('never charges a price the client made up', () => {
    expect(priceCart([item(5, 1)], plans)).toEqual({ ok: false, message: CART_MESSAGES.outdated });
  });

  it('refuses unknown plans', () => {
    expect(priceCart([item(99, 2000)], plans)).toEqual({ ok: false, message: CART_MESSAGES.outdated });
  });

  it('refuses plans that renew on different schedules together', () => {
    expect(priceCart([item(5, 2000), item(6, 19900)], plans)).toEqual({ ok: false, message: CART_MESSAGES.mixed });
  });
});
