import { Link, useLocation } from 'react-router';
import { StripeElements } from '../../../stripe/stripe-elements.js';
import { FormCard } from '../../../ui/form-card.js';
import '../ui/billing-form.css';
import { readCartItems } from './cart-state.js';
import { CheckoutForm } from './checkout-form.js';

/** Spec §2 /payment: pays the cart items handed over in the navigation state. */
export default function PaymentPage() {
  const items = readCartItems(useLocation().state);
  return (
    <div className="billing-form-page billing-form-page--narrow">
      {items.length > 0 ? (
        <StripeElements>
          <CheckoutForm items={items} />
        </StripeElements>
      ) : (
        <FormCard title="Checkout" intro="There is nothing to pay yet.">
          <Link className="button button--primary button--block" to="/cart">
            Go to your cart
          </Link>
        </FormCard>
      )}
    </div>
  );
}
