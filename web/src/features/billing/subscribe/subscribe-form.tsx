import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CardField } from '../../../stripe/card-field.js';
import { usePaymentLibraryStatus } from '../../../stripe/payment-library-status.js';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { SubmitButton } from '../../../ui/submit-button.js';
import { TextField } from '../../../ui/text-field.js';
import type { Plan } from '../api/billing-types.js';
import { PAYMENT_LIBRARY_NOT_READY } from '../billing-messages.js';
import { offeredPlans } from '../plans/plan-lists.js';
import { PlanSelector } from '../plans/plan-selector.js';
import { usePlans } from '../api/billing-queries.js';
import { IncludedList } from '../ui/included-list.js';
import { submitLabel, TrialOffer } from '../ui/trial-offer.js';
import { useAuth } from '../../auth/use-auth.js';
import { useCardTrial } from './use-card-trial.js';
import { useSubscribe } from './use-subscribe.js';
import { CURRENT_STATUSES, useTrialEligibility } from './trial-eligibility.js';

/** Spec §2 /subscribe: plan (the first one preselected), what is included, promotion code, card. */
export function SubscribeForm({ onSignedOut }: { onSignedOut: () => void }) {
  const plans = usePlans(offeredPlans);
  const library = usePaymentLibraryStatus();
  const trial = useTrialEligibility();
  const { user } = useAuth();
  const [chosenPlan, setChosenPlan] = useState<Plan | null>(null);
  const [promotionCode, setPromotionCode] = useState('');

  const plan = chosenPlan ?? plans.data?.[0];
  const cardTrial = useCardTrial(plan?.stripe_price_id || undefined, () => {
    const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
    return { ...(name ? { name } : {}), ...(user?.email ? { email: user.email } : {}) };
  });
  const { submit, busy, error, ready } = useSubscribe(onSignedOut, cardTrial);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(plan, promotionCode);
  }

  return (
    <FormCard title="Subscribe" intro="Choose your plan and unlock every calendar, portfolio and watch list.">
      {trial.status && CURRENT_STATUSES.has(trial.status) ? (
        <p className="billing-form__hint" role="status">
          You already have a subscription ({trial.status}). See it on your <Link to="/profile">profile</Link>.
        </p>
      ) : null}
      <form onSubmit={handleSubmit}>
        <PlanSelector plans={plans} selectedId={plan?.id} onSelect={setChosenPlan} disabled={busy} />
        <section aria-labelledby="subscribe-included-title">
          <h2 id="subscribe-included-title" className="billing-form__section-title">
            Included
          </h2>
          <IncludedList />
        </section>
        <TextField
          label="Promotion Code (optional)"
          name="promotionCode"
          autoComplete="off"
          disabled={busy}
          value={promotionCode}
          onChange={(event) => setPromotionCode(event.target.value)}
        />
        <CardField disabled={busy} onCardChange={cardTrial.onCardChange} />
        <FormMessages error={error ?? (library === 'unavailable' ? PAYMENT_LIBRARY_NOT_READY : null)} />
        <SubmitButton busy={busy} disabled={!ready}>
          {submitLabel(cardTrial.eligibility, 'Subscribe')}
        </SubmitButton>
        <TrialOffer eligibility={cardTrial.eligibility} promiseTrial={trial.eligible} />
      </form>
    </FormCard>
  );
}
