import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readStoredToken } from '../../../api/token-storage.js';
import { useAuth } from '../../auth/use-auth.js';
import { createSubscription } from '../api/billing-api.js';
import { useSubscriptionChanged } from '../api/billing-queries.js';
import { subscriptionError } from '../api/billing-errors.js';
import type { Plan } from '../api/billing-types.js';
import { PAYMENT_LIBRARY_NOT_READY, PLAN_REQUIRED, PLAN_WITHOUT_PRICE } from '../billing-messages.js';
import { createCardPaymentMethod, settleSubscription } from './card-payment.js';

/**
 * Spec §2/§4 /subscribe for a signed-in user: payment method from the card, the subscription, then
 * the same settling as on /register. `onSignedOut` runs when the token has gone in the meantime.
 */
export function useSubscribe(onSignedOut: () => void) {
  const stripe = useStripe();
  const elements = useElements();
  const { user } = useAuth();
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
      const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
      const paymentMethodId = await createCardPaymentMethod(stripe, elements, {
        ...(name ? { name } : {}),
        ...(user?.email ? { email: user.email } : {}),
      });
      const creation = await createSubscription({
        payment_method_id: paymentMethodId,
        price_id: priceId,
        promotion_code: promotionCode.trim(),
      });
      await settleSubscription(stripe, creation);
      void subscriptionChanged();
      await navigate('/confirmation');
    } catch (failure) {
      setError(subscriptionError(failure));
      setBusy(false);
    }
  }

  return { submit, busy, error, ready: stripe !== null && elements !== null };
}
