import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { requestLogin } from '../../auth/auth-api.js';
import { useAuth } from '../../auth/use-auth.js';
import type { UserProfile } from '../../auth/auth-types.js';
import { storeToken } from '../../../api/token-storage.js';
import { subscribeToNewsletter } from '../../newsletter/newsletter-api.js';
import { createUser } from '../api/account-api.js';
import { createSubscription } from '../api/billing-api.js';
import { useSubscriptionChanged } from '../api/billing-queries.js';
import { ShownError, combinedRegistrationError } from '../api/billing-errors.js';
import type { Plan } from '../api/billing-types.js';
import { PLAN_REQUIRED, PLAN_WITHOUT_PRICE, STRIPE_NOT_LOADED, TERMS_REQUIRED } from '../billing-messages.js';
import { settleSubscription } from '../subscribe/card-payment.js';
import type { CardTrial } from '../subscribe/use-card-trial.js';
import { chargeShown } from '../ui/trial-offer.js';
import { newUserBody, type AccountValues } from './account-values.js';

export interface RegisterAndSubscribeInput {
  account: AccountValues;
  plan: Plan | undefined;
  promotionCode: string;
  newsletter: boolean;
  termsAccepted: boolean;
}

/** What an earlier attempt of this visit already did, so a retry after a card failure goes on from there. */
interface Progress {
  /** The username, email and password the account was made with. */
  key: string;
  token?: string;
  user?: UserProfile | null;
  /** The auth context has the token (after the payment settled, whatever its outcome). */
  signedIn?: boolean;
}

/**
 * Spec §4, register and subscribe: create the user, sign up for the newsletter (a failure is only
 * logged), log in for a token (stored and given to the auth context), create the payment method
 * from the card, create the subscription and settle it. Every failure shows its message and frees
 * the form. A second attempt with the same account details does not register the account again
 * (it exists by then): it continues with the payment. The payment method is the one the trial
 * check was made with; a charge today is confirmed only when the form showed it (issue 19 §1).
 */
export function useRegisterAndSubscribe(cardTrial: CardTrial) {
  const stripe = useStripe();
  const elements = useElements();
  const { login } = useAuth();
  const navigate = useNavigate();
  const subscriptionChanged = useSubscriptionChanged();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const progress = useRef<Progress | null>(null);

  async function signUp(account: AccountValues, newsletter: boolean): Promise<void> {
    const key = JSON.stringify([account.username, account.email, account.password]);
    if (progress.current?.key !== key) {
      await createUser(newUserBody(account));
      progress.current = { key };
      if (newsletter) {
        await subscribeToNewsletter(account.email).catch((failure: unknown) => {
          console.warn('Newsletter sign-up failed; registration goes on.', failure);
        });
      }
    }
    if (progress.current.token) return;
    const answer = await requestLogin({ username: account.username, password: account.password });
    const token = answer?.auth_token ?? answer?.token;
    if (!token) throw new ShownError('Authentication token not received');
    // Stored for the payment's calls; the header signs in only once the payment is settled (issue 19 §2).
    storeToken(token);
    progress.current = { key, token, user: answer.user };
  }

  /** The account is signed in everywhere (header included) once the form no longer waits for the bank. */
  function finishSignIn(): void {
    const current = progress.current;
    if (current?.token && !current.signedIn) {
      login(current.token, current.user);
      current.signedIn = true;
    }
  }

  async function submit(input: RegisterAndSubscribeInput): Promise<void> {
    setError(null);
    if (!input.termsAccepted) return setError(TERMS_REQUIRED);
    if (!stripe || !elements) return setError(STRIPE_NOT_LOADED);
    if (!input.plan) return setError(PLAN_REQUIRED);
    const priceId = input.plan.stripe_price_id;
    if (!priceId) return setError(PLAN_WITHOUT_PRICE);

    setBusy(true);
    try {
      const { account } = input;
      await signUp(account, input.newsletter);
      const paymentMethodId = await cardTrial.paymentMethod({
        name: `${account.firstName} ${account.lastName}`.trim(),
        email: account.email,
      });
      const creation = await createSubscription({
        payment_method_id: paymentMethodId,
        price_id: priceId,
        promotion_code: input.promotionCode.trim(),
        charge_now_confirmed: chargeShown(cardTrial.eligibility),
      });
      await settleSubscription(stripe, creation);
      finishSignIn();
      void subscriptionChanged();
      await navigate('/confirmation');
    } catch (failure) {
      finishSignIn();
      setError(combinedRegistrationError(failure));
      setBusy(false);
      cardTrial.renew();
    }
  }

  return { submit, busy, error, ready: stripe !== null && elements !== null };
}
