import { useStripe } from '@stripe/react-stripe-js';
import { useMutation } from '@tanstack/react-query';
import { StripeElements } from '../../../stripe/stripe-elements.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { fetchPendingConfirmation } from '../api/billing-api.js';
import { useSubscriptionChanged } from '../api/billing-queries.js';
import { ShownError, subscriptionError } from '../api/billing-errors.js';

/** Issue 19 §2: what the profile says while the bank still has to confirm the card. */
export const BANK_NEEDS_CONFIRMATION = 'Your bank needs to confirm this card';

/**
 * Resumes the 3-D Secure confirmation Stripe still waits for, with the secret billing kept: the
 * first payment (confirmCardPayment) or a trial's card set-up (confirmCardSetup). Afterwards the
 * subscription is read again: the webhooks may take a moment, so it may still say the same.
 */
function ConfirmButton() {
  const stripe = useStripe();
  const subscriptionChanged = useSubscriptionChanged();
  const confirm = useMutation({
    mutationFn: async () => {
      if (!stripe) throw new ShownError('Please try again in a moment.');
      const pending = await fetchPendingConfirmation();
      const { error } =
        pending.intent === 'setup'
          ? await stripe.confirmCardSetup(pending.client_secret)
          : await stripe.confirmCardPayment(pending.client_secret);
      if (error) throw new ShownError(`Your bank did not confirm the card: ${error.message ?? error.code ?? 'please try again'}`);
    },
    onSettled: () => subscriptionChanged(),
  });
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={!stripe || confirm.isPending}
        aria-busy={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {confirm.isPending ? 'Processing...' : 'Confirm with your bank'}
      </button>
      <FormMessages
        error={confirm.isError ? subscriptionError(confirm.error) : null}
        success={confirm.isSuccess ? 'Thank you: your bank confirmed the card.' : null}
      />
    </>
  );
}

/** The profile's block for a subscription that is not one yet: the bank has to confirm the card first. */
export function BankConfirmation() {
  return (
    <div className="subscription-overview__pending">
      <p className="subscription-overview__notice subscription-overview__notice--warning" role="status">
        {BANK_NEEDS_CONFIRMATION}. Until it does, your subscription has not started and nothing is charged.
      </p>
      <StripeElements>
        <ConfirmButton />
      </StripeElements>
    </div>
  );
}
