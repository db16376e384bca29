import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-errors.js';
import { firstFieldError } from '../../../api/error-messages.js';
import { cancelSubscription } from '../api/billing-api.js';
import { useSubscriptionChanged } from '../api/billing-queries.js';

export const CANCEL_FAILED = 'Failed to cancel subscription. Please try again later.';

/** The server's reason for refusing a cancel, when it gave one. */
export function cancelRefusal(failure: unknown): string | undefined {
  return failure instanceof ApiError ? firstFieldError(failure, ['error', 'detail']) : undefined;
}

/** Spec §8: the server's error as "Error: {error}", else the network failure's words. */
export function cancelErrorMessage(failure: unknown): string {
  const reason = cancelRefusal(failure);
  return reason ? `Error: ${reason}` : CANCEL_FAILED;
}

/** The profile's cancel; once done, the subscription's queries load again (spec §4: details refetched). */
export function useCancelSubscription() {
  const subscriptionChanged = useSubscriptionChanged();
  return useMutation({ mutationFn: () => cancelSubscription(), onSuccess: () => subscriptionChanged() });
}
