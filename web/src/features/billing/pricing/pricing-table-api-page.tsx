import { useNavigate } from 'react-router';
import { staticPlans, type StaticPlan } from '../data/static-plans.js';
import { formatDollars } from '../format/money.js';
import { PriceCard } from './price-card.js';
import type { RegisterApiState } from './register-api-state.js';
import './price-card.css';
import './pricing-layout.css';

/** Spec §2, pricing variant with the three fixed plans; Subscribe opens /registerapi with the plan. */
export default function PricingTableApiPage() {
  const navigate = useNavigate();

  function choose(plan: StaticPlan) {
    const state: RegisterApiState = { selectedPlan: plan };
    void navigate('/registerapi', { state });
  }

  return (
    <div className="pricing">
      <header className="pricing__header">
        <h1>Choose Your Plan</h1>
        <p>Pay every 4 weeks, every 6 months or once a year: the longer the plan, the more you save.</p>
      </header>
      <div className="price-grid">
        {staticPlans.map((plan) => (
          <PriceCard
            key={plan.id}
            name={plan.name}
            price={formatDollars(plan.price)}
            period={plan.period}
            description={plan.description}
            note={plan.highlight}
            featured={plan.highlight !== undefined}
            action={
              <button
                type="button"
                className="button button--primary"
                onClick={() => choose(plan)}
                aria-label={`Subscribe: ${plan.name}`}
              >
                Subscribe
              </button>
            }
          />
        ))}
      </div>
    </div>
  );
}
