import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-errors.js';
import { LoadingState } from '../../ui/load-states.js';
import { RestrictedView } from '../auth/restricted-view.js';
import { useIsSubscriber } from './watchlist-queries.js';

/** The API's word that the account has no subscription (403), whatever the subscription status said. */
export const refusedForNoSubscription = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The Access Restricted view with the way to subscribe, for a signed-in reader without a subscription. */
export function SubscribeToUse() {
  return (
    <RestrictedView
      lead="My catalysts is for subscribers: your own watch lists, a calendar of their catalysts, and a private feed of it for your calendar app."
      actions={
        <>
          <Link className="button button--primary" to="/subscribe">
            Subscribe
          </Link>
          <p className="restricted__trial">Includes a 7-day free trial for first-time subscribers.</p>
        </>
      }
    />
  );
}

/**
 * A subscribers' screen (the route is guarded too: a visitor without a token goes to /restricted). While the
 * subscription status loads, the loading state; without a subscription, the restricted view with a subscribe call.
 */
export function SubscribersOnly({ children }: { children: ReactNode }) {
  const { subscriber, pending } = useIsSubscriber();
  if (pending) return <LoadingState what="your lists" />;
  if (!subscriber) return <SubscribeToUse />;
  return <>{children}</>;
}
