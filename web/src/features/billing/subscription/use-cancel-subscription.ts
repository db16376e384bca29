import { useState } from 'react';
import { ApiError } from '../../../api/api-errors.js';
import { firstFieldError } from '../../../api/error-messages.js';
import { cancelSubscription } from '../api/billing-api.js';
import { announceSubscriptionChange } from '../status/subscription-change.js';

/** The profile's cancel: the server's error as "Error: {error}", else done (spec §8); `onCanceled` refetches. */
export function useCancelSubscription(onCanceled: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [canceled, setCanceled] = useState(false);

  async function cancel(): Promise<boolean> {
    setBusy(true);
    setError(null);
    let succeeded = false;
    try {
      await cancelSubscription();
      succeeded = true;
    } catch (failure) {
      const reason = failure instanceof ApiError ? firstFieldError(failure, ['error', 'detail']) : undefined;
      setError(reason ? `Error: ${reason}` : 'Failed to cancel subscription. Please try again later.');
    }
    setBusy(false);
    setCanceled(succeeded);
    if (succeeded) {
      onCanceled();
      announceSubscriptionChange();
    }
    return succeeded;
  }

  return { cancel, busy, error, canceled };
}
