import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useRef, useState } from 'react';
import { useBffQuery } from '../../../api/bff-query.js';
import { billingKeys, checkTrialEligibility } from '../api/billing-api.js';
import type { TrialEligibilityAnswer } from '../api/billing-types.js';
import { createCardPaymentMethod } from './card-payment.js';

type BillingDetails = { name?: string; email?: string };

export interface CardTrial {
  /** For `<CardField onCardChange>`: a complete card becomes a payment method, and the bff is asked about the trial. */
  onCardChange: (event: StripeCardElementChangeEvent) => void;
  /** The answer for the card as typed and the chosen plan; undefined until there is one. */
  eligibility: TrialEligibilityAnswer | undefined;
  /** The payment method to subscribe with: the one made for the check, or a new one if the card was not complete then. */
  paymentMethod: (details: BillingDetails) => Promise<string>;
  /** After a failed attempt: a new payment method from the same card (Stripe may have attached the old one), asked about again. */
  renew: () => void;
}

/**
 * Issue 19 §1: as soon as the card is complete, Stripe.js makes the payment method and the form asks
 * the bff whether this account and card get the free trial, so the charge (if any) shows before
 * the click. The answer belongs to this card and plan: a change of either asks again.
 */
export function useCardTrial(priceId: string | undefined, details: () => BillingDetails): CardTrial {
  const stripe = useStripe();
  const elements = useElements();
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const pending = useRef<Promise<string> | null>(null);
  // Every card change starts a new generation: a payment method made for an older card is dropped.
  const generation = useRef(0);
  const cardComplete = useRef(false);

  const { data: eligibility } = useBffQuery<TrialEligibilityAnswer>({
    key: billingKeys.trialEligibility(paymentMethodId, priceId),
    enabled: paymentMethodId !== null && Boolean(priceId),
    staleTime: Infinity,
    load: ({ signal }) => checkTrialEligibility({ payment_method_id: paymentMethodId ?? '', price_id: priceId ?? '' }, signal),
  });

  function makePaymentMethod(extra: BillingDetails = {}): void {
    const mine = ++generation.current;
    setPaymentMethodId(null);
    pending.current = null;
    if (!stripe || !elements) return;
    const made = createCardPaymentMethod(stripe, elements, { ...details(), ...extra });
    pending.current = made;
    made.then(
      (id) => {
        if (generation.current === mine) setPaymentMethodId(id);
      },
      // The card's problem is Stripe's message at submit time, when the form shows errors.
      () => {
        if (generation.current === mine) pending.current = null;
      },
    );
  }

  function onCardChange(event: StripeCardElementChangeEvent): void {
    cardComplete.current = event.complete;
    if (event.complete) return makePaymentMethod();
    generation.current++;
    pending.current = null;
    setPaymentMethodId(null);
  }

  async function paymentMethod(extra: BillingDetails): Promise<string> {
    if (pending.current) return pending.current;
    if (!stripe || !elements) throw new Error('Stripe.js is not ready');
    return createCardPaymentMethod(stripe, elements, { ...details(), ...extra });
  }

  return {
    onCardChange,
    eligibility: paymentMethodId && priceId ? eligibility : undefined,
    paymentMethod,
    // A card Stripe never called complete had no payment method made ahead: the next submit makes one.
    renew: () => {
      if (cardComplete.current) makePaymentMethod();
    },
  };
}
