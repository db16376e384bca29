import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { Plan } from '../api/billing-types.js';
import { MOST_POPULAR_PLAN_ID } from '../billing-settings.js';
import { formatDollars } from '../format/money.js';
import { QueryStates } from '../../../ui/load-states.js';
import './plan-selector.css';

interface PlanSelectorProps {
  plans: UseQueryResult<Plan[]>;
  selectedId: number | undefined;
  onSelect: (plan: Plan) => void;
  disabled?: boolean;
}

/** The plans as a group of radio cards; plan 6 carries the Most Popular badge (spec §2). */
export function PlanSelector({ plans, selectedId, onSelect, disabled = false }: PlanSelectorProps) {
  const groupName = useId();

  return (
    <fieldset className="plan-selector" disabled={disabled}>
      <legend className="form-field__label">Plan</legend>
      <QueryStates query={plans} loadingMessage="Loading..." failedMessage="Failed to load pricing plans." placement="inline">
        {(loaded) => (
          <div className="plan-selector__options">
            {loaded.map((plan) => {
              const nameId = `${groupName}-${plan.id}-name`;
              const detailsId = `${groupName}-${plan.id}-details`;
              const mostPopular = plan.id === MOST_POPULAR_PLAN_ID;
              return (
                <label key={plan.id} className={mostPopular ? 'plan-option plan-option--popular' : 'plan-option'}>
                  <input
                    type="radio"
                    className="plan-option__input"
                    name={groupName}
                    value={plan.id}
                    checked={plan.id === selectedId}
                    onChange={() => onSelect(plan)}
                    aria-labelledby={nameId}
                    aria-describedby={detailsId}
                  />
                  <span className="plan-option__header">
                    <span id={nameId} className="plan-option__name">
                      {plan.name}
                    </span>
                    {mostPopular ? (
                      <span className="plan-option__badge">
                        <span aria-hidden="true">★</span> Most Popular
                      </span>
                    ) : null}
                  </span>
                  <span id={detailsId} className="plan-option__details">
                    {mostPopular ? <span className="visually-hidden">Most Popular. </span> : null}
                    <span className="plan-option__price">{formatDollars(plan.price)}</span>
                    {plan.description ? <span className="plan-option__description">{plan.description}</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        )}
      </QueryStates>
    </fieldset>
  );
}
