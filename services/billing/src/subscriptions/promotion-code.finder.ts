import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { isRedeemable, normalizedCode } from './promotion-codes.js';

export type PromotionCodeLookup = { kind: 'none' } | { kind: 'found'; id: string } | { kind: 'invalid' };

@Injectable()
export class PromotionCodeFinder {
  constructor(@Inject(STRIPE) private readonly stripe: Stripe) {}

  /** The Stripe promotion code the customer typed (Stripe matches codes regardless of case). */
  async find(typed: string): Promise<PromotionCodeLookup> {
    const code = normalizedCode(typed);
    if (!code) return { kind: 'none' };
    const found = await this.stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] });
    const promotionCode = found.data[0];
    return promotionCode && isRedeemable(promotionCode, Math.floor(Date.now() / 1000))
      ? { kind: 'found', id: promotionCode.id }
      : { kind: 'invalid' };
  }
}
