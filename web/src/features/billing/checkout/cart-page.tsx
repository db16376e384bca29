import { useState } from 'react';
import { ApiError } from '../../../api/api-errors.js';
import { FormCard } from '../../../ui/form-card.js';
import { startHostedCheckout } from '../api/billing-api.js';
import { cartItems } from '../data/cart.js';
import { externalNavigation } from '../external-navigation.js';
import '../ui/billing-form.css';
import { CartSummary } from './cart-summary.js';

/** Spec §2 /cart: the one fixed item; Proceed to Checkout opens Stripe's hosted checkout. */
export default function CartPage() {
  const [busy, setBusy] = useState(false);

  async function proceedToCheckout() {
    setBusy(true);
    try {
      const { url } = (await startHostedCheckout([...cartItems])) ?? {};
      if (url) {
        // The page is left; the button stays busy until it is.
        externalNavigation.go(url);
        return;
      }
      window.alert('Error: Could not proceed to checkout. Please try again.');
    } catch (failure) {
      // Spec §8: an answer without a checkout address, or no answer at all.
      window.alert(
        failure instanceof ApiError
          ? 'Error: Could not proceed to checkout. Please try again.'
          : 'An error occurred during checkout. Please try again.',
      );
    }
    setBusy(false);
  }

  return (
    <div className="billing-form-page billing-form-page--narrow">
      <FormCard title="Your Cart">
        <CartSummary items={cartItems} period="per month" />
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void proceedToCheckout()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Processing...' : 'Proceed to Checkout'}
        </button>
      </FormCard>
    </div>
  );
}
