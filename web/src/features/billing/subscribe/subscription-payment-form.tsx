import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { CardField } from '../../../stripe/card-field.js';
import { usePaymentLibraryStatus } from '../../../stripe/payment-library-status.js';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { SubmitButton } from '../../../ui/submit-button.js';
import { PAYMENT_LIBRARY_NOT_READY } from '../billing-messages.js';
import type { SubscriptionPaymentState } from './subscription-payment-state.js';
import { submitLabel, TrialOffer } from '../ui/trial-offer.js';
import { useCardTrial } from './use-card-trial.js';
import { useLegacySubscription } from './use-legacy-subscription.js';

/** Spec §2 /subscribe/payment: the card for the plan chosen on /subscription. */
export function SubscriptionPaymentForm({ choice }: { choice: SubscriptionPaymentState }) {
  const library = usePaymentLibraryStatus();
  const cardTrial = useCardTrial(choice.priceId ?? undefined, () => ({}));
  const { submit, busy, error, ready } = useLegacySubscription(cardTrial);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(choice.clientReferenceId, choice.priceId);
  }

  return (
    <FormCard
      title="Payment Details"
      intro="Enter your card to start your subscription."
      footer={<Link to="/subscription">Choose another plan</Link>}
    >
      <form onSubmit={handleSubmit}>
        <CardField disabled={busy} onCardChange={cardTrial.onCardChange} />
        <FormMessages error={error ?? (library === 'unavailable' ? PAYMENT_LIBRARY_NOT_READY : null)} />
        <SubmitButton busy={busy} disabled={!ready}>
          {submitLabel(cardTrial.eligibility, 'Subscribe')}
        </SubmitButton>
        {cardTrial.eligibility ? <TrialOffer eligibility={cardTrial.eligibility} promiseTrial={false} /> : null}
      </form>
    </FormCard>
  );
}
