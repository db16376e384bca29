import { useBffQuery } from '../../../api/bff-query.js';
import { FormCard } from '../../../ui/form-card.js';
import { QueryStates } from '../../../ui/load-states.js';
import { billingKeys } from '../api/billing-api.js';
import { fetchSubscriptionStatus } from '../api/status-page-api.js';
import { statusWords } from '../format/status-words.js';

/** Spec §2 /subscription-status: "Status: {value}", or why it cannot be shown. */
export default function SubscriptionStatusPage() {
  // Its own entry: this screen also reads a token kept under `authToken` by earlier releases (spec §6).
  const status = useBffQuery<string>({
    key: [...billingKeys.subscriptionStatus(), 'status-page'],
    load: async ({ signal }) => (await fetchSubscriptionStatus(signal)).subscription_status,
  });

  return (
    <FormCard title="Subscription Status">
      <QueryStates
        query={status}
        loadingMessage="Loading..."
        failedMessage="Failed to load subscription status."
        placement="inline"
      >
        {(value) => <p>Status: {statusWords(value)}</p>}
      </QueryStates>
    </FormCard>
  );
}
