import { useNavigate } from 'react-router';
import { useSubscriptionDetails } from '../api/billing-queries.js';
import { confirmationText } from './confirmation-text.js';
import { ResultCard } from './result-card.js';

/** Spec §2: after a subscription is in place; a trial says when it ends and what it will then cost. */
export default function ConfirmationPage() {
  const navigate = useNavigate();
  const { data: details } = useSubscriptionDetails();

  return (
    <ResultCard
      tone="success"
      title="Thank You for Subscribing!"
      actions={
        <button type="button" className="button button--primary" onClick={() => void navigate('/profile')}>
          Go to Dashboard
        </button>
      }
    >
      {/* Nothing until the details answer: the line must not change from "active" to "trial" under the reader's eyes. */}
      <p aria-live="polite">{details === undefined ? '\u00a0' : confirmationText(details)}</p>
    </ResultCard>
  );
}
