import type { UseQueryResult } from '@tanstack/react-query';
import type { Plan } from '../api/billing-types.js';
import { MOST_POPULAR_PLAN_ID } from '../billing-settings.js';
import { formatDollars } from '../format/money.js';
import { PriceCard } from '../pricing/price-card.js';
import { QueryStates } from '../../../ui/load-states.js';

interface ServerPlanGridProps {
  plans: UseQueryResult<Plan[]>;
  actionLabel: string;
  onChoose: (plan: Plan) => void;
}

/** The server's plans as cards (spec §2: Loading..., then the plans or "Failed to load pricing plans."). */
export function ServerPlanGrid({ plans, actionLabel, onChoose }: ServerPlanGridProps) {
  return (
    <QueryStates query={plans} loadingMessage="Loading..." failedMessage="Failed to load pricing plans." placement="inline">
      {(loaded) => (
        <div className="price-grid">
          {loaded.map((plan) => (
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
      )}
    </QueryStates>
  );
}
