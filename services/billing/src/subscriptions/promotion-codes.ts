import type Stripe from 'stripe';

/**
 * Whether a promotion code found by its code can still be used: active, not past `expires_at`,
 * and its coupon still valid (Stripe marks a coupon invalid once it expired or ran out). Stripe
 * checks again at redemption; this lets a bad code get one clear message before anything starts.
 */
export function isRedeemable(promotionCode: Stripe.PromotionCode, nowSeconds: number): boolean {
  if (!promotionCode.active) return false;
  if (promotionCode.expires_at !== null && promotionCode.expires_at <= nowSeconds) return false;
  if (promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions) return false;
  const coupon = promotionCode.promotion.coupon;
  return typeof coupon === 'string' || coupon === null || coupon.valid;
}

/** Customers type codes with stray spaces; an empty field means no code. */
export const normalizedCode = (typed: string) => typed.trim();
