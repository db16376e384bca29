import { useLocation } from 'react-router';
import { StripeElements } from '../../../stripe/stripe-elements.js';
import type { Plan } from '../api/billing-types.js';
import { formatDollars } from '../format/money.js';
import { allPlans } from '../plans/plan-lists.js';
import { usePlans } from '../api/billing-queries.js';
import '../ui/billing-form.css';
import { planLoadState, type ChosenPlanState } from './chosen-plan.js';
import { LegacySignupForm } from './legacy-signup-form.js';
import { readSelectedStaticPlan } from './register-api-state.js';

/**
 * Spec §2 /registerapi: the older sign-up for one of the three fixed plans. Their Stripe prices are
 * the server's business, so the plan's price id is looked up in the server's plan list by id.
 */
export default function RegisterApiPage() {
  const selected = readSelectedStaticPlan(useLocation().state);
  const serverPlans = usePlans(allPlans);

  let plan: ChosenPlanState;
  if (!selected) plan = { status: 'missing' };
  else if (!serverPlans.data) plan = planLoadState(serverPlans);
  else {
    const match: Plan | undefined = serverPlans.data.find((candidate) => candidate.id === selected.id);
    plan = {
      status: 'ready',
      plan: {
        name: selected.name,
        priceLabel: `${formatDollars(selected.price)} ${selected.period}`,
        priceId: match?.stripe_price_id ?? null,
      },
    };
  }

  return (
    <div className="billing-form-page">
      <StripeElements>
        <LegacySignupForm plan={plan} pricingPath="/pricingtableapi" />
      </StripeElements>
    </div>
  );
}
