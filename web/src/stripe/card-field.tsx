import { CardElement, useElements } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useId, useState } from 'react';
import { CARD_ELEMENT_OPTIONS, DISABLED_CARD_ELEMENT_OPTIONS } from './card-element-options.js';
import { usePaymentLibraryStatus } from './payment-library-status.js';
import './card-field.css';

interface CardFieldProps {
  label?: string;
  disabled?: boolean;
  /** Every change Stripe reports (complete, empty, error): a form that acts on a complete card listens here. */
  onCardChange?: (event: StripeCardElementChangeEvent) => void;
}

/**
 * Stripe's card element with a label, the library's loading state, and the card errors Stripe
 * reports while typing (spec §5: shown as given). Must sit inside `<StripeElements>`.
 */
export function CardField({ label = 'Card Details', disabled = false, onCardChange }: CardFieldProps) {
  const elements = useElements();
  const status = usePaymentLibraryStatus();
  const labelId = useId();
  const [cardError, setCardError] = useState<string | null>(null);

  function handleChange(event: StripeCardElementChangeEvent) {
    setCardError(event.error?.message ?? null);
    onCardChange?.(event);
  }

  return (
    <div className="card-field" role="group" aria-labelledby={labelId} aria-busy={status === 'loading'}>
      {/* The inputs are in Stripe's frame; the label focuses them the way a <label> would. */}
      <span id={labelId} className="form-field__label" onClick={() => elements?.getElement(CardElement)?.focus()}>
        {label}
      </span>
      <div className={disabled ? 'card-field__box card-field__box--disabled' : 'card-field__box'}>
        {status === 'unavailable' ? (
          <p className="card-field__state">Secure card entry could not be loaded.</p>
        ) : (
          <>
            <CardElement options={disabled ? DISABLED_CARD_ELEMENT_OPTIONS : CARD_ELEMENT_OPTIONS} onChange={handleChange} />
            {status === 'loading' ? <p className="card-field__state">Loading secure card entry...</p> : null}
          </>
        )}
      </div>
      <p className="card-field__error" role="alert">
        {cardError}
      </p>
    </div>
  );
}
