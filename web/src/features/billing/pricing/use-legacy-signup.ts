import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createUser } from '../api/account-api.js';
import { combinedRegistrationError, legacySubscriptionError } from '../api/billing-errors.js';
import { PLAN_REQUIRED, PLAN_WITHOUT_PRICE, STRIPE_NOT_LOADED, TERMS_REQUIRED } from '../billing-messages.js';
import { missingAccountFields, newUserBody, type AccountField, type AccountValues } from '../register/account-values.js';
import { subscribeUserWithCard } from '../subscribe/use-legacy-subscription.js';
import type { CardTrial } from '../subscribe/use-card-trial.js';
import type { ChosenPlan } from './chosen-plan.js';

/**
 * Spec §4, the older sign-up (/registerapi, /registerapi2): every field checked with its own
 * message (§5), then create the user, a payment method from the card, the subscription
 * (POST /subscribe/), and the subscription id kept on the user. A retry after a payment failure
 * uses the account the first attempt made.
 */
export function useLegacySignup(cardTrial: CardTrial) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AccountField, string>>>({});
  const created = useRef<{ key: string; userId: number } | null>(null);

  async function userIdFor(account: AccountValues): Promise<number> {
    const key = JSON.stringify([account.username, account.email, account.password]);
    if (created.current?.key === key) return created.current.userId;
    const { id } = await createUser(newUserBody(account));
    created.current = { key, userId: id };
    return id;
  }

  async function submit(account: AccountValues, plan: ChosenPlan | null, termsAccepted: boolean): Promise<void> {
    setError(null);
    const missing = missingAccountFields(account);
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (!termsAccepted) return setError(TERMS_REQUIRED);
    if (!stripe || !elements) return setError(STRIPE_NOT_LOADED);
    if (!plan) return setError(PLAN_REQUIRED);
    if (!plan.priceId) return setError(PLAN_WITHOUT_PRICE);

    setBusy(true);
    let userId: number;
    try {
      userId = await userIdFor(account);
    } catch (failure) {
      setError(combinedRegistrationError(failure));
      setBusy(false);
      return;
    }
    try {
      const name = `${account.firstName} ${account.lastName}`.trim();
      await subscribeUserWithCard(cardTrial, userId, plan.priceId, { name, email: account.email });
      await navigate('/thank-you');
    } catch (failure) {
      setError(legacySubscriptionError(failure));
      setBusy(false);
      cardTrial.renew();
    }
  }

  return { submit, busy, error, fieldErrors, ready: stripe !== null && elements !== null };
}
