import { Link, useLocation } from 'react-router';
import { StripeElements } from '../../../stripe/stripe-elements.js';
import { FormCard } from '../../../ui/form-card.js';
import '../ui/billing-form.css';
import { readSubscriptionPaymentState } from './subscription-payment-state.js';
import { SubscriptionPaymentForm } from './subscription-payment-form.js';

export default function SubscriptionPaymentPage() {
  const choice = readSubscriptionPaymentState(useLocation().state);
  return (
    <div className="billing-form-page billing-form-page--narrow">
      {choice ? (
        <StripeElements>
          <SubscriptionPaymentForm choice={choice} />
        </StripeElements>
      ) : (
        // Opened directly, not from /subscription: no plan was chosen.
        <FormCard title="Payment Details" intro="Choose a plan first.">
          <Link className="button button--primary button--block" to="/subscription">
            See the plans
          </Link>
        </FormCard>
      )}
    </div>
  );
}
