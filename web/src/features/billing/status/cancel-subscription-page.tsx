import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-errors.js';
import { firstFieldError } from '../../../api/error-messages.js';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { cancelSubscriptionWithStoredToken } from '../api/status-page-api.js';
import '../ui/danger-button.css';

const CANCEL_FAILED_ALERT = 'Failed to cancel subscription. Please try again later.';

/** Spec §2/§8 /cancel-subscription: one button; the server's error, the confirmation, or an alert. */
export default function CancelSubscriptionPage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      await cancelSubscriptionWithStoredToken();
      setDone(true);
    } catch (failure) {
      const reason = failure instanceof ApiError ? firstFieldError(failure, ['error', 'detail']) : undefined;
      if (reason) setError(`Error: ${reason}`);
      else window.alert(CANCEL_FAILED_ALERT);
    }
    setBusy(false);
  }

  return (
    <FormCard
      title="Cancel Your Subscription"
      intro="You keep access until the end of the period you have paid for, and you are not charged again."
      footer={<Link to="/profile">Back to your profile</Link>}
    >
      <FormMessages error={error} success={done ? 'Your subscription has been canceled.' : null} />
      <button
        type="button"
        className="button button--block danger-button"
        onClick={() => void cancel()}
        disabled={busy || done}
        aria-busy={busy}
      >
        {busy ? 'Processing...' : 'Cancel Subscription'}
      </button>
    </FormCard>
  );
}
