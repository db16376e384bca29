import type { EmulatorContext } from './context.js';
import { invalidRequest } from './errors.js';
import type { DiscountTerms } from './invoice-amounts.js';
import type { Params } from './params.js';
import { idOf, type CouponRecord, type DiscountRecord, type PromotionCodeRecord } from './records.js';
import { couponIsRedeemable } from './resources/coupons.js';
import { newId } from './state.js';

export interface DiscountOwner {
  customer: string;
  subscription?: string;
  checkoutSession?: string;
  /** What the first invoice costs before discounts, for `restrictions.minimum_amount`. */
  amount: number;
  currency: string;
}

/**
 * Turns `discounts[i][promotion_code|coupon|discount]` into Discount objects, checking a promotion
 * code the way Stripe does at redemption (active, not expired, redemptions left, customer,
 * first-time and minimum-amount restrictions), and counts the redemption.
 */
export function redeemDiscounts(context: EmulatorContext, entries: readonly Params[], owner: DiscountOwner): DiscountRecord[] {
  return entries.map((entry, index) => {
    const param = `discounts[${index}]`;
    const existing = entry.string('discount');
    if (existing) return context.state.discounts.require(existing, `${param}[discount]`);
    const promotionCodeId = entry.string('promotion_code');
    const couponId = entry.string('coupon');
    if (!promotionCodeId && !couponId) throw invalidRequest(`You must pass a coupon or a promotion_code in ${param}.`, param);

    const promotionCode = promotionCodeId
      ? checkPromotionCode(context, promotionCodeId, owner, `${param}[promotion_code]`)
      : null;
    const coupon: CouponRecord = promotionCode
      ? context.state.coupons.require(idOf(promotionCode.promotion.coupon) ?? '', `${param}[promotion_code]`)
      : context.state.coupons.require(couponId ?? '', `${param}[coupon]`);
    if (!couponIsRedeemable(coupon, context.clock.now())) {
      throw invalidRequest(`Coupon expired: ${coupon.id}`, `${param}[coupon]`, 'coupon_expired');
    }
    if (coupon.amount_off !== null && coupon.currency !== owner.currency) {
      throw invalidRequest(`The coupon ${coupon.id} is in ${coupon.currency}, the invoice in ${owner.currency}.`, param);
    }
    // Counted only once every check passed, so a refused request leaves no trace.
    if (promotionCode) promotionCode.times_redeemed += 1;
    coupon.times_redeemed += 1;
    const start = context.clock.now();
    const discount: DiscountRecord = {
      id: newId('di'),
      object: 'discount',
      checkout_session: owner.checkoutSession ?? null,
      customer: owner.customer,
      customer_account: null,
      end:
        coupon.duration === 'repeating' && coupon.duration_in_months !== null
          ? addMonths(start, coupon.duration_in_months)
          : null,
      invoice: null,
      invoice_item: null,
      promotion_code: promotionCode?.id ?? null,
      source: { coupon: coupon.id, type: 'coupon' },
      start,
      subscription: owner.subscription ?? null,
      subscription_item: null,
    };
    context.state.discounts.insert(discount);
    return discount;
  });
}

function checkPromotionCode(context: EmulatorContext, id: string, owner: DiscountOwner, param: string): PromotionCodeRecord {
  const code = context.state.promotionCodes.require(id, param);
  const now = context.clock.now();
  const reject = (message: string) => {
    throw invalidRequest(message, param);
  };
  if (!code.active) reject(`The promotion code \`${code.code}\` is inactive.`);
  if (code.expires_at !== null && code.expires_at <= now) reject(`The promotion code \`${code.code}\` has expired.`);
  if (code.max_redemptions !== null && code.times_redeemed >= code.max_redemptions) {
    reject(`The promotion code \`${code.code}\` has reached its maximum number of redemptions.`);
  }
  if (code.customer !== null && code.customer !== owner.customer)
    reject(`The promotion code \`${code.code}\` cannot be redeemed by this customer.`);
  if (code.restrictions.first_time_transaction) {
    const hasPaid = [...context.state.invoices.values()].some(
      (invoice) => invoice.customer === owner.customer && invoice.amount_paid > 0,
    );
    if (hasPaid) reject('This promotion code cannot be redeemed because the associated customer has prior transactions.');
  }
  const minimum = code.restrictions.minimum_amount;
  if (minimum !== null && owner.amount < minimum) {
    reject(
      `This promotion code requires a minimum order of ${minimum} ${code.restrictions.minimum_amount_currency ?? owner.currency}.`,
    );
  }
  return code;
}

function addMonths(time: number, months: number): number {
  const date = new Date(time * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/** The discounts that still apply to an invoice created at `at`, with their coupon terms. */
export function applicableDiscounts(context: EmulatorContext, discountIds: readonly string[], at: number): DiscountTerms[] {
  const terms: DiscountTerms[] = [];
  for (const id of discountIds) {
    const discount = context.state.discounts.get(id);
    if (!discount || (discount.end !== null && discount.end <= at)) continue;
    const coupon = context.state.coupons.get(idOf(discount.source.coupon) ?? '');
    if (!coupon) continue;
    terms.push({ id: discount.id, percentOff: coupon.percent_off, amountOff: coupon.amount_off });
  }
  return terms;
}

/** `once` coupons end after the first invoice they reduce. */
export function isSingleUse(context: EmulatorContext, discountId: string): boolean {
  const discount = context.state.discounts.get(discountId);
  return context.state.coupons.get(idOf(discount?.source.coupon) ?? '')?.duration === 'once';
}
