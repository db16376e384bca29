import type { SubscriptionDetails as Details } from '../api/billing-types.js';
import { statusWords } from '../format/status-words.js';
import { subscriptionFacts } from './subscription-facts.js';

/** The subscription as a definition list, its status first as a badge. */
export function SubscriptionDetails({ details }: { details: Details }) {
  return (
    <dl className="subscription-details">
      {details.status ? (
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`subscription-status-badge subscription-status-badge--${details.status}`}>
              {statusWords(details.status)}
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
