import { useNavigate } from 'react-router';
import { ResultCard } from './result-card.js';

/** Spec §2: after a subscription is in place. */
export default function ConfirmationPage() {
  const navigate = useNavigate();
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
      <p>Your subscription is now active.</p>
    </ResultCard>
  );
}
