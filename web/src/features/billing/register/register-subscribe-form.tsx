import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardField } from '../../../stripe/card-field.js';
import { usePaymentLibraryStatus } from '../../../stripe/payment-library-status.js';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { SubmitButton } from '../../../ui/submit-button.js';
import { TextField } from '../../../ui/text-field.js';
import type { Plan } from '../api/billing-types.js';
import { STRIPE_NOT_LOADED } from '../billing-messages.js';
import { requestedPlanId } from '../plans/chosen-plan-param.js';
import { offeredPlans, requestedOrMostPopular } from '../plans/plan-lists.js';
import { PlanSelector } from '../plans/plan-selector.js';
import { usePlans } from '../api/billing-queries.js';
import { CheckboxField } from '../ui/checkbox-field.js';
import { TermsCheckbox } from '../ui/terms-checkbox.js';
import { submitLabel, TrialOffer } from '../ui/trial-offer.js';
import { useCardTrial } from '../subscribe/use-card-trial.js';
import { AccountFields } from './account-fields.js';
import { emptyAccount, type AccountField, type AccountValues } from './account-values.js';
import { useRegisterAndSubscribe } from './use-register-and-subscribe.js';

/** Spec §2 /register: the account, a plan, the card and the consents in one form. */
export function RegisterSubscribeForm() {
  const plans = usePlans(offeredPlans);
  const library = usePaymentLibraryStatus();
  const [account, setAccount] = useState<AccountValues>(() => emptyAccount());
  const [chosenPlan, setChosenPlan] = useState<Plan | null>(null);
  const [promotionCode, setPromotionCode] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);

  const [searchParams] = useSearchParams();
  const plan = chosenPlan ?? (plans.data ? requestedOrMostPopular(plans.data, requestedPlanId(searchParams)) : undefined);
  // A visitor's card is checked before the account exists: for a new account the card alone decides.
  const cardTrial = useCardTrial(plan?.stripe_price_id || undefined, () => ({}));
  const { submit, busy, error, ready } = useRegisterAndSubscribe(cardTrial);

  function handleAccountChange(field: AccountField, value: string) {
    setAccount((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ account, plan, promotionCode, newsletter, termsAccepted });
  }

  return (
    <FormCard
      title="Create Your Account"
      intro="Register and subscribe in one step to open every calendar, portfolio and watch list."
      footer={
        <span>
          Already a user? <Link to="/login">Log in here</Link>
        </span>
      }
    >
      <form onSubmit={handleSubmit}>
        <AccountFields values={account} onChange={handleAccountChange} disabled={busy} />
        <TextField
          label="Promotion Code (optional)"
          name="promotionCode"
          autoComplete="off"
          disabled={busy}
          value={promotionCode}
          onChange={(event) => setPromotionCode(event.target.value)}
        />
        <PlanSelector plans={plans} selectedId={plan?.id} onSelect={setChosenPlan} disabled={busy} />
        <CardField disabled={busy} onCardChange={cardTrial.onCardChange} />
        <CheckboxField
          name="newsletter"
          checked={newsletter}
          disabled={busy}
          onChange={(event) => setNewsletter(event.target.checked)}
        >
          Subscribe to the newsletter
        </CheckboxField>
        <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} disabled={busy} />
        <FormMessages error={error ?? (library === 'unavailable' ? STRIPE_NOT_LOADED : null)} />
        <SubmitButton busy={busy} disabled={!ready}>
          {submitLabel(cardTrial.eligibility, 'Register and Subscribe')}
        </SubmitButton>
        <TrialOffer eligibility={cardTrial.eligibility} promiseTrial />
      </form>
    </FormCard>
  );
}
