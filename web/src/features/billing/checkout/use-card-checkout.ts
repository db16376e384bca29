import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-errors.js';
import { firstFieldError } from '../../../api/error-messages.js';
import { payCart } from '../api/billing-api.js';
import { ShownError } from '../api/billing-errors.js';
import type { CartItem } from '../api/billing-types.js';
import { CHECKOUT_LIBRARY_NOT_READY } from '../billing-messages.js';
import { createCardPaymentMethod } from '../subscribe/card-payment.js';

const PAYMENT_FAILED = 'Payment failed. Please try again.';

/** Spec §8, checkout: Stripe's message as is, the server's refusal, or no answer at all. */
function checkoutError(failure: unknown): string {
  if (failure instanceof ShownError) return failure.message;
  if (failure instanceof ApiError) return firstFieldError(failure, ['error']) ?? PAYMENT_FAILED;
  return 'An error occurred. Please try again.';
}

/** Spec §2/§4 card checkout: idle, Processing..., then /success or the error. */
export function useCardCheckout() {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(items: CartItem[]): Promise<void> {
    setError(null);
    if (!stripe || !elements) return setError(CHECKOUT_LIBRARY_NOT_READY);
    setBusy(true);
    try {
      const paymentMethodId = await createCardPaymentMethod(stripe, elements);
      const answer = await payCart(paymentMethodId, items);
      if (!answer?.success) throw new ShownError(PAYMENT_FAILED);
      await navigate('/success');
    } catch (failure) {
      setError(checkoutError(failure));
      setBusy(false);
    }
  }

  return { pay, busy, error, ready: stripe !== null && elements !== null };
}
