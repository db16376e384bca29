import { Link } from 'react-router';
import { useAuth } from '../../auth/use-auth.js';
import { useSubscriptionStatus } from '../api/billing-queries.js';
import './header-subscription-action.css';

/**
 * The header's subscription item for a signed-in user, as fits their state (issue 11 §3): the
 * bright Subscribe only for someone without a running subscription; a quiet link to their trial;
 * nothing more for a paying subscriber (Profile is beside it); a warning when a payment failed.
 */
export function HeaderSubscriptionAction() {
  const { user } = useAuth();
  const query = useSubscriptionStatus({ signedIn: user !== null });
  // Nothing while it loads, rather than flash the bright button at a subscriber; a failure counts as none.
  if (query.isPending) return null;
  const status = query.data ?? null;
  if (status === 'active') return null;
  if (status === 'trialing')
    return (
      <li>
        <Link className="main-menu__link" to="/profile">
          Free trial
        </Link>
      </li>
    );
  if (status === 'past_due' || status === 'unpaid')
    return (
      <li>
        <Link className="button button--ghost button--small header-subscription-action--warning" to="/profile">
          Update Payment
        </Link>
      </li>
    );
  return (
    <li>
      <Link className="button button--primary button--small" to="/subscribe">
        Subscribe
      </Link>
    </li>
  );
}
