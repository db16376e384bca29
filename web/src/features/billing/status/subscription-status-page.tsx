import { useEffect, useState } from 'react';
import { FormCard } from '../../../ui/form-card.js';
import { fetchSubscriptionStatus } from '../api/status-page-api.js';
import { statusWords } from '../format/status-words.js';

type StatusState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; value: string };

/** Spec §2 /subscription-status: "Status: {value}", or why it cannot be shown. */
export default function SubscriptionStatusPage() {
  const [state, setState] = useState<StatusState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchSubscriptionStatus().then(
      (answer) => {
        if (current) setState({ status: 'loaded', value: answer.subscription_status });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <FormCard title="Subscription Status">
      {state.status === 'loading' ? <p role="status">Loading...</p> : null}
      {state.status === 'failed' ? (
        <p className="form-message form-message--error" role="alert">
          Failed to load subscription status.
        </p>
      ) : null}
      {state.status === 'loaded' ? <p>Status: {statusWords(state.value)}</p> : null}
    </FormCard>
  );
}
