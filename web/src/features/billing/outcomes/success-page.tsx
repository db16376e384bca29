import { Link } from 'react-router';
import { ResultCard } from './result-card.js';

/** Spec §2: where the card checkout ends. */
export default function SuccessPage() {
  return (
    <ResultCard
      tone="success"
      title="Payment Successful!"
      actions={
        <>
          <Link className="button button--primary" to="/profile">
            Go to Profile
          </Link>
          <Link className="button button--ghost" to="/">
            Back to Home
          </Link>
        </>
      }
    >
      <p>Thank you. Your payment went through and a receipt is on its way to your email.</p>
    </ResultCard>
  );
}
