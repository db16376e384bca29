import { createHash } from 'node:crypto';

export interface SubscriptionRequestTerms {
  userId: number;
  priceId: string;
  paymentMethodId: string;
  promotionCode: string;
}

/**
 * The same request always gets the same key, so a retry (a double click, a lost answer) replays
 * Stripe's first answer instead of creating a second subscription; a new card or another plan
 * is a new request. The promotion code is compared as customers type it, case aside.
 */
export function creationKey(terms: SubscriptionRequestTerms): string {
  const canonical = JSON.stringify([
    terms.userId,
    terms.priceId,
    terms.paymentMethodId,
    terms.promotionCode.trim().toUpperCase(),
  ]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}
