import type Stripe from 'stripe';
import { isRedeemable, normalizedCode } from './promotion-codes.js';

const NOW = 1_800_000_000;

const promotionCode = (overrides: Partial<Stripe.PromotionCode> = {}, couponValid = true) =>
  ({
    id: 'promo_1',
    object: 'promotion_code',
    active: true,
    code: 'SAVE25',
    expires_at: null,
    max_redemptions: null,
    times_redeemed: 0,
    promotion: { type: 'coupon', coupon: { id: 'co_1', object: 'coupon', valid: couponValid } },
    ...overrides,
  }) as unknown as Stripe.PromotionCode;

describe('isRedeemable', () => {
  it('accepts an active code with a valid coupon', () => {
    expect(isRedeemable(promotionCode(), NOW)).toBe(true);
  });

  it('refuses an inactive code', () => {
    expect(isRedeemable(promotionCode({ active: false }), NOW)).toBe(false);
  });

  it('refuses a code past its expiry, and accepts one that expires later', () => {
    expect(isRedeemable(promotionCode({ expires_at: NOW }), NOW)).toBe(false);
    expect(isRedeemable(promotionCode({ expires_at: NOW + 60 }), NOW)).toBe(true);
  });

  it('refuses a code that ran out of redemptions', () => {
    expect(isRedeemable(promotionCode({ max_redemptions: 2, times_redeemed: 2 }), NOW)).toBe(false);
  });

  it('refuses a code whose coupon is no longer valid', () => {
    expect(isRedeemable(promotionCode({}, false), NOW)).toBe(false);
  });
});

describe('normalizedCode', () => {
  it('ignores surrounding spaces; blank means no code', () => {
    expect(normalizedCode('  save25 ')).toBe('save25');
    expect(normalizedCode('   ')).toBe('');
  });
});
