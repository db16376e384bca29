import type { FormEvent } from 'react';
import { CardField } from '../../../stripe/card-field.js';
import { usePaymentLibraryStatus } from '../../../stripe/payment-library-status.js';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { SubmitButton } from '../../../ui/submit-button.js';
import type { CartItem } from '../api/billing-types.js';
import { CHECKOUT_LIBRARY_NOT_READY } from '../billing-messages.js';
import { CartSummary } from './cart-summary.js';
import { useCardCheckout } from './use-card-checkout.js';

/** Spec §2 card checkout: the cart, the card and Pay. */
export function CheckoutForm({ items }: { items: CartItem[] }) {
  const library = usePaymentLibraryStatus();
  const { pay, busy, error, ready } = useCardCheckout();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void pay(items);
  }

  return (
    <FormCard title="Checkout">
      <CartSummary items={items} />
      <form onSubmit={handleSubmit}>
        <CardField disabled={busy} />
        <FormMessages error={error ?? (library === 'unavailable' ? CHECKOUT_LIBRARY_NOT_READY : null)} />
        <SubmitButton busy={busy} disabled={!ready}>
          Pay
        </SubmitButton>
      </form>
    </FormCard>
  );
}
