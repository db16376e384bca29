import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchSubscriptionDetails } from '../api/billing-api.js';
import type { SubscriptionDetails } from '../api/billing-types.js';
import { confirmationText } from './confirmation-text.js';
import { ResultCard } from './result-card.js';

/** Spec §2: after a subscription is in place; a trial says when it ends and what it will then cost. */
export default function ConfirmationPage() {
  const navigate = useNavigate();
  const [details, setDetails] = useState<SubscriptionDetails | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    fetchSubscriptionDetails().then(
      (loaded) => current && setDetails(loaded.error ? null : loaded),
      () => current && setDetails(null),
    );
    return () => {
      current = false;
    };
  }, []);

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
