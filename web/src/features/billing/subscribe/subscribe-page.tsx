import { useState } from 'react';
import { readStoredToken } from '../../../api/token-storage.js';
import { StripeElements } from '../../../stripe/stripe-elements.js';
import '../ui/billing-form.css';
import { LoginRequired } from './login-required.js';
import { SubscribeForm } from './subscribe-form.js';

export default function SubscribePage() {
  const [signedIn, setSignedIn] = useState(() => readStoredToken() !== null);
  return (
    <div className="billing-form-page">
      {signedIn ? (
        <StripeElements>
          <SubscribeForm onSignedOut={() => setSignedIn(false)} />
        </StripeElements>
      ) : (
        <LoginRequired />
      )}
    </div>
  );
}
