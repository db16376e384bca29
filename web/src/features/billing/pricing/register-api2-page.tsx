import { useLocation } from 'react-router';
import { StripeElements } from '../../../stripe/stripe-elements.js';
import { formatDollars } from '../format/money.js';
import { offeredPlans } from '../plans/plan-lists.js';
import { usePlans } from '../api/billing-queries.js';
import '../ui/billing-form.css';
import { planLoadState, type ChosenPlanState } from './chosen-plan.js';
import { LegacySignupForm } from './legacy-signup-form.js';
import { readSelectedPlanId } from './register-api-state.js';

/** Spec §2 /registerapi2: the older sign-up for the server plan chosen on /pricingtableapi2. */
export default function RegisterApi2Page() {
  const selectedId = readSelectedPlanId(useLocation().state);
  const plans = usePlans(offeredPlans);

  let plan: ChosenPlanState;
  if (!plans.data) plan = planLoadState(plans);
  else {
    const match = plans.data.find((candidate) => candidate.id === selectedId);
    plan = match
      ? {
          status: 'ready',
          plan: { name: match.name, priceLabel: formatDollars(match.price) ?? '', priceId: match.stripe_price_id ?? null },
        }
      : { status: 'missing' };
  }

  return (
    <div className="billing-form-page">
      <StripeElements>
        <LegacySignupForm plan={plan} pricingPath="/pricingtableapi2" />
      </StripeElements>
    </div>
  );
}
