import { Link } from 'react-router';
import { ResultCard } from './result-card.js';

/** Spec §2: a payment that did not go through. */
export default function PaymentFailedPage() {
  return (
    <ResultCard
      tone="failure"
      title="Payment Failed"
      actions={
        <Link className="button button--primary" to="/retry-payment">
          Retry Payment
        </Link>
      }
    >
      <p>We could not take your payment. Nothing was charged; please try again or use another card.</p>
    </ResultCard>
  );
}
