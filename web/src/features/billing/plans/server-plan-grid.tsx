import type { Plan } from '../api/billing-types.js';
import { MOST_POPULAR_PLAN_ID } from '../billing-settings.js';
import { formatDollars } from '../format/money.js';
import { PriceCard } from '../pricing/price-card.js';
import type { PlansState } from './use-plans.js';

interface ServerPlanGridProps {
  plans: PlansState;
  actionLabel: string;
  onChoose: (plan: Plan) => void;
}

/** The server's plans as cards (spec §2: Loading..., then the plans or "Failed to load pricing plans."). */
export function ServerPlanGrid({ plans, actionLabel, onChoose }: ServerPlanGridProps) {
  if (plans.status === 'loading') {
    return (
      <p className="pricing__state" role="status">
        Loading...
      </p>
    );
  }
  if (plans.status === 'failed') {
    return (
      <p className="pricing__state pricing__state--error" role="alert">
        Failed to load pricing plans.
      </p>
    );
  }
  return (
    <div className="price-grid">
      {plans.plans.map((plan) => (
        <PriceCard
          key={plan.id}
          name={plan.name}
          price={formatDollars(plan.price)}
          description={plan.description}
          featured={plan.id === MOST_POPULAR_PLAN_ID}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => onChoose(plan)}
              aria-label={`${actionLabel}: ${plan.name}`}
            >
              {actionLabel}
            </button>
          }
        />
      ))}
    </div>
  );
}
