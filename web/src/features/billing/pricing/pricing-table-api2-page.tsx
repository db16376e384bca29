import { useNavigate } from 'react-router';
import type { Plan } from '../api/billing-types.js';
import { offeredPlans } from '../plans/plan-lists.js';
import { ServerPlanGrid } from '../plans/server-plan-grid.js';
import { usePlans } from '../api/billing-queries.js';
import type { RegisterApi2State } from './register-api-state.js';
import './price-card.css';
import './pricing-layout.css';

/** Spec §2, pricing variant with the server's plans 5 and 6; Subscribe opens /registerapi2 with the plan's id. */
export default function PricingTableApi2Page() {
  const navigate = useNavigate();
  const plans = usePlans(offeredPlans);

  function choose(plan: Plan) {
    const state: RegisterApi2State = { selectedPlanId: plan.id };
    void navigate('/registerapi2', { state });
  }

  return (
    <div className="pricing">
      <header className="pricing__header">
        <h1>Choose Your Plan</h1>
        <p>First-time subscribers get 7 days free on either plan.</p>
      </header>
      <ServerPlanGrid plans={plans} actionLabel="Subscribe" onChoose={choose} />
    </div>
  );
}
