import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { useSubscriptionChanged } from '../api/billing-queries.js';
import { cancelSubscriptionWithStoredToken } from '../api/status-page-api.js';
import { CANCEL_FAILED, cancelRefusal } from '../subscription/use-cancel-subscription.js';
import '../ui/danger-button.css';

/** Spec §2/§8 /cancel-subscription: one button; the server's error, the confirmation, or an alert. */
export default function CancelSubscriptionPage() {
  const subscriptionChanged = useSubscriptionChanged();
  const cancel = useMutation({
    mutationFn: () => cancelSubscriptionWithStoredToken(),
    onSuccess: () => subscriptionChanged(),
    // Spec §8: no server reason is an alert, not a message on the page.
    onError: (failure) => {
      if (!cancelRefusal(failure)) window.alert(CANCEL_FAILED);
    },
  });
  const reason = cancel.isError ? cancelRefusal(cancel.error) : undefined;
  const busy = cancel.isPending;
  const done = cancel.isSuccess;

  return (
    <FormCard
      title="Cancel Your Subscription"
      intro="You keep access until the end of the period you have paid for, and you are not charged again."
      footer={<Link to="/profile">Back to your profile</Link>}
    >
      <FormMessages error={reason ? `Error: ${reason}` : null} success={done ? 'Your subscription has been canceled.' : null} />
      <button
        type="button"
        className="button button--block danger-button"
        onClick={() => cancel.mutate()}
        disabled={busy || done}
        aria-busy={busy}
      >
        {busy ? 'Processing...' : 'Cancel Subscription'}
      </button>
    </FormCard>
  );
}
