import { StripeElements } from '../../../stripe/stripe-elements.js';
import '../ui/billing-form.css';
import { RegisterSubscribeForm } from './register-subscribe-form.js';

export default function RegisterPage() {
  return (
    <div className="billing-form-page">
      <StripeElements>
        <RegisterSubscribeForm />
      </StripeElements>
    </div>
  );
}
