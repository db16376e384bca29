import { useState } from 'react';
import { Link } from 'react-router';
import { FormMessages } from '../../ui/form-messages.js';
import { LoadingState } from '../../ui/load-states.js';
import { useSubscriptionOverview } from '../billing/api/billing-queries.js';
import { BankConfirmation } from '../billing/subscription/bank-confirmation.js';
import { ManageBillingButton } from '../billing/subscription/manage-billing-button.js';
import { PaymentHistory } from '../billing/subscription/payment-history.js';
import { SubscriptionDetails } from '../billing/subscription/subscription-details.js';
import { SubscriptionNotice } from '../billing/subscription/subscription-notice.js';
import { cancelErrorMessage, useCancelSubscription } from '../billing/subscription/use-cancel-subscription.js';
import { ConfirmDialog } from '../billing/ui/confirm-dialog.js';
import '../billing/subscription/subscription-overview.css';
import '../billing/ui/danger-button.css';

/**
 * Statuses in which the subscription runs (billing's LIVE_STATUSES). The details of any other one (canceled,
 * incomplete, expired) mean no active subscription: the profile offers a new one.
 */
const RUNNING_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid']);

/**
 * The subscription part of the profile (spec §2/§4): the details, the Payment History when there is
 * any, Cancel Subscription behind a confirmation (hidden once the subscription is set to cancel at
 * the period's end), Subscribe Now when there is no active subscription, and Manage billing.
 */
export function ProfileSubscription() {
  // Both requests' failures are answered as "none" inside the query, so it only ever loads or has data.
  const { data: overview } = useSubscriptionOverview();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  if (!overview) {
    return (
      <section className="subscription-overview" aria-labelledby="subscription-title" aria-busy="true">
        <h2 id="subscription-title">Subscription</h2>
        <LoadingState message="Loading..." placement="inline" />
      </section>
    );
  }

  const { invoices } = overview;
  const details = overview.details && RUNNING_STATUSES.has(overview.details.status ?? '') ? overview.details : null;
  // Issue 19 §2: the first payment or the trial's card waits for the bank: not a subscription yet, but resumable.
  const awaitingBank = overview.details?.status === 'incomplete';

  function confirmCancel() {
    cancel.mutate(undefined, { onSettled: () => setConfirming(false) });
  }

  return (
    <section className="subscription-overview" aria-labelledby="subscription-title">
      <header className="subscription-overview__header">
        <h2 id="subscription-title">Subscription</h2>
        {details || invoices.length > 0 ? <ManageBillingButton /> : null}
      </header>
      <div className="subscription-overview__messages">
        <FormMessages error={cancel.isError ? cancelErrorMessage(cancel.error) : null} />
      </div>
      {details ? (
        <>
          <SubscriptionNotice details={details} justCanceled={cancel.isSuccess} />
          <SubscriptionDetails details={details} />
        </>
      ) : awaitingBank ? (
        <BankConfirmation />
      ) : (
        <p className="subscription-overview__empty">No active subscription found.</p>
      )}
      <PaymentHistory invoices={invoices} />
      <div className="subscription-overview__actions">
        {details && !details.cancel_at_period_end ? (
          <button type="button" className="button danger-button" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </button>
        ) : null}
        {details || awaitingBank ? null : (
          <Link className="button button--primary" to="/subscription">
            Subscribe Now
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Cancel your subscription?"
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my subscription"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(false)}
      >
        <p>
          Your subscription stays active until the end of the current billing period; after that you will not be charged again.
        </p>
      </ConfirmDialog>
    </section>
  );
}
