import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CardField } from '../../../stripe/card-field.js';
import { usePaymentLibraryStatus } from '../../../stripe/payment-library-status.js';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { FailedState, LoadingState } from '../../../ui/load-states.js';
import { SubmitButton } from '../../../ui/submit-button.js';
import { AccountFields } from '../register/account-fields.js';
import { emptyAccount, type AccountField, type AccountValues } from '../register/account-values.js';
import { STRIPE_NOT_LOADED } from '../billing-messages.js';
import { TermsCheckbox } from '../ui/terms-checkbox.js';
import { submitLabel, TrialOffer } from '../ui/trial-offer.js';
import { useCardTrial } from '../subscribe/use-card-trial.js';
import type { ChosenPlanState } from './chosen-plan.js';
import { useLegacySignup } from './use-legacy-signup.js';

interface LegacySignupFormProps {
  plan: ChosenPlanState;
  /** The pricing screen to go back to for another plan. */
  pricingPath: string;
}

function PlanSummary({ plan, pricingPath }: LegacySignupFormProps) {
  if (plan.status === 'loading') return <LoadingState message="Loading..." placement="inline" />;
  if (plan.status === 'failed') {
    return <FailedState message="Failed to load pricing plans." onRetry={plan.retry} placement="inline" />;
  }
  if (plan.status === 'missing') {
    return (
      <p className="billing-form__summary">
        <span>No plan chosen yet.</span>
        <Link to={pricingPath}>Choose a plan</Link>
      </p>
    );
  }
  return (
    <p className="billing-form__summary">
      <span>
        <strong>{plan.plan.name}</strong> {plan.plan.priceLabel}
      </span>
      <Link to={pricingPath}>Change plan</Link>
    </p>
  );
}

/** Spec §2/§5, the older sign-up form of the pricing variants: account, country and card in one. */
export function LegacySignupForm({ plan, pricingPath }: LegacySignupFormProps) {
  const library = usePaymentLibraryStatus();
  const cardTrial = useCardTrial(plan.status === 'ready' ? plan.plan.priceId || undefined : undefined, () => ({}));
  const { submit, busy, error, fieldErrors, ready } = useLegacySignup(cardTrial);
  // Country starts empty here: this form asks for it and says "Country is required" (spec §5).
  const [account, setAccount] = useState<AccountValues>(() => emptyAccount(''));
  const [termsAccepted, setTermsAccepted] = useState(false);

  function handleAccountChange(field: AccountField, value: string) {
    setAccount((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(account, plan.status === 'ready' ? plan.plan : null, termsAccepted);
  }

  return (
    <FormCard
      title="Create Your Account"
      intro="Your account and your card, and your subscription starts."
      footer={
        <span>
          Already a user? <Link to="/login">Log in here</Link>
        </span>
      }
    >
      <PlanSummary plan={plan} pricingPath={pricingPath} />
      <form onSubmit={handleSubmit} noValidate>
        <AccountFields values={account} onChange={handleAccountChange} errors={fieldErrors} disabled={busy} />
        <CardField disabled={busy} onCardChange={cardTrial.onCardChange} />
        <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} disabled={busy} />
        <FormMessages error={error ?? (library === 'unavailable' ? STRIPE_NOT_LOADED : null)} />
        <SubmitButton busy={busy} disabled={!ready}>
          {submitLabel(cardTrial.eligibility, 'Register and Subscribe')}
        </SubmitButton>
        {cardTrial.eligibility ? <TrialOffer eligibility={cardTrial.eligibility} promiseTrial={false} /> : null}
      </form>
    </FormCard>
  );
}
