import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readStoredToken } from '../../../api/token-storage.js';
import { createSubscription } from '../api/billing-api.js';
import { useSubscriptionChanged } from '../api/billing-queries.js';
import { subscriptionError } from '../api/billing-errors.js';
import type { Plan } from '../api/billing-types.js';
import { PAYMENT_LIBRARY_NOT_READY, PLAN_REQUIRED, PLAN_WITHOUT_PRICE } from '../billing-messages.js';
import { chargeShown } from '../ui/trial-offer.js';
import { settleSubscription } from './card-payment.js';
import type { CardTrial } from './use-card-trial.js';

/**
 * Spec §2/§4 /subscribe for a signed-in user: payment method from the card, the subscription, then
 * the same settling as on /register. `onSignedOut` runs when the token has gone in the meantime.
 * The payment method is the one the trial check was made with; the charge is confirmed only when
 * the form showed it (issue 19 §1).
 */
export function useSubscribe(onSignedOut: () => void, cardTrial: CardTrial) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const subscriptionChanged = useSubscriptionChanged();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(plan: Plan | undefined, promotionCode: string): Promise<void> {
    setError(null);
    if (!readStoredToken()) return onSignedOut();
    if (!stripe || !elements) return setError(PAYMENT_LIBRARY_NOT_READY);
    if (!plan) return setError(PLAN_REQUIRED);
    const priceId = plan.stripe_price_id;
    if (!priceId) return setError(PLAN_WITHOUT_PRICE);

    setBusy(true);
    try {
      const paymentMethodId = await cardTrial.paymentMethod({});
      const creation = await createSubscription({
        payment_method_id: paymentMethodId,
        price_id: priceId,
        promotion_code: promotionCode.trim(),
        charge_now_confirmed: chargeShown(cardTrial.eligibility),
      });
      await settleSubscription(stripe, creation);
      void subscriptionChanged();
      await navigate('/confirmation');
    } catch (failure) {
      setError(subscriptionError(failure));
      setBusy(false);
      cardTrial.renew();
    }
  }

  return { submit, busy, error, ready: stripe !== null && elements !== null };
}
