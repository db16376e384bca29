import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createLegacySubscription, storeSubscriptionOnUser } from '../api/billing-api.js';
import { LEGACY_SUBSCRIPTION_FAILED, ShownError, legacySubscriptionError } from '../api/billing-errors.js';
import { PAYMENT_LIBRARY_NOT_READY, PLAN_WITHOUT_PRICE } from '../billing-messages.js';
import { chargeShown } from '../ui/trial-offer.js';
import type { CardTrial } from './use-card-trial.js';

/**
 * Spec §4, the older sign-up's payment: a payment method from the card, POST /subscribe/ for the
 * user, then the subscription id kept on the user; done at /thank-you. The payment method is the
 * one the trial check was made with; a charge today is confirmed only when the form showed it.
 */
export async function subscribeUserWithCard(
  cardTrial: CardTrial,
  userId: number | string,
  priceId: string,
  billingDetails: { name?: string; email?: string } = {},
): Promise<void> {
  const paymentMethodId = await cardTrial.paymentMethod(billingDetails);
  const chargeNowConfirmed = chargeShown(cardTrial.eligibility);
  const answer = await createLegacySubscription({ paymentMethodId, priceId, userId, chargeNowConfirmed });
  if (!answer?.success) throw new ShownError(answer?.message || LEGACY_SUBSCRIPTION_FAILED);
  if (!answer.stripeSubscriptionId) return;
  await storeSubscriptionOnUser(userId, answer.stripeSubscriptionId).catch((failure: unknown) => {
    // Billing keeps the subscription whatever happens here; this copy on the user needs the user's
    // token, which a visitor of the older sign-up does not have. It must not read as a failed payment.
    console.warn('The subscription id could not be stored on the user.', failure);
  });
}

/** The /subscribe/payment form's state around `subscribeUserWithCard`. */
export function useLegacySubscription(cardTrial: CardTrial) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(userId: string | null, priceId: string | null): Promise<void> {
    setError(null);
    if (!stripe || !elements) return setError(PAYMENT_LIBRARY_NOT_READY);
    if (!priceId) return setError(PLAN_WITHOUT_PRICE);
    if (!userId) return setError(LEGACY_SUBSCRIPTION_FAILED);
    setBusy(true);
    try {
      await subscribeUserWithCard(cardTrial, userId, priceId);
      await navigate('/thank-you');
    } catch (failure) {
      setError(legacySubscriptionError(failure));
      setBusy(false);
      cardTrial.renew();
    }
  }

  return { submit, busy, error, ready: stripe !== null && elements !== null };
}
