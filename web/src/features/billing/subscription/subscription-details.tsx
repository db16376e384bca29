import type { SubscriptionDetails as Details } from '../api/billing-types.js';
import { statementStatus } from '../format/statement-status.js';
import { subscriptionFacts } from './subscription-facts.js';

/** The subscription as a definition list, its status first as a badge that reads like a bank statement. */
export function SubscriptionDetails({ details }: { details: Details }) {
  return (
    <dl className="subscription-details">
      {details.status ? (
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`subscription-status-badge subscription-status-badge--${details.status}`}>
              {statementStatus(details)}
            </span>
          </dd>
        </div>
      ) : null}
      {subscriptionFacts(details).map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
