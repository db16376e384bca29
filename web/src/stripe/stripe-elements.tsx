import { Elements } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useState, type ReactNode } from 'react';
import { loadPaymentLibrary } from './payment-library.js';
import { PaymentLibraryStatusContext, type PaymentLibraryStatus } from './payment-library-status.js';

// `<Elements>` compares its options by identity, so they are made once.
const ELEMENTS_OPTIONS: StripeElementsOptions = { locale: 'en' };

/**
 * Card entry for one screen: starts loading Stripe.js when the screen opens and hands the promise to
 * `<Elements>`, so `useStripe()` stays null (and the submit disabled) until the library is ready.
 */
export function StripeElements({ children }: { children: ReactNode }) {
  const [stripePromise] = useState(loadPaymentLibrary);
  const [status, setStatus] = useState<PaymentLibraryStatus>('loading');

  useEffect(() => {
    let current = true;
    void stripePromise.then((stripe) => {
      if (current) setStatus(stripe ? 'ready' : 'unavailable');
    });
    return () => {
      current = false;
    };
  }, [stripePromise]);

  return (
    <PaymentLibraryStatusContext value={status}>
      <Elements stripe={stripePromise} options={ELEMENTS_OPTIONS}>
        {children}
      </Elements>
    </PaymentLibraryStatusContext>
  );
}
