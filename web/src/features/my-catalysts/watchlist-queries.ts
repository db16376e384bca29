import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@mc/api';
import { invalidateForEveryViewer, useBffQuery } from '../../api/bff-query.js';
import { useAuth } from '../auth/use-auth.js';
import { useSubscriptionStatus } from '../billing/api/billing-queries.js';
import { fetchAllWatchlists, watchlistKeys } from './watchlist-api.js';

/** The statuses the bff counts as a subscriber (trialing or active): the watch lists' API answers them alone. */
const SUBSCRIBED = new Set(['trialing', 'active']);

/**
 * Whether the signed-in reader subscribes, from the subscription status the header already reads (one
 * request for both). `pending` while a signed-in reader's status is on its way, so nothing flashes.
 */
export function useIsSubscriber(): { subscriber: boolean; pending: boolean } {
  const { user, loading } = useAuth();
  const status = useSubscriptionStatus({ signedIn: user !== null });
  if (loading || (user !== null && status.isPending)) return { subscriber: false, pending: true };
  return { subscriber: user !== null && SUBSCRIBED.has(status.data ?? ''), pending: false };
}

/** The account's lists, in their order; asked only for a subscriber (`enabled`). */
export function useWatchlists({ enabled = true }: { enabled?: boolean } = {}) {
  return useBffQuery<Watchlist[]>({
    key: watchlistKeys.list(),
    enabled,
    load: ({ signal }) => fetchAllWatchlists(signal),
  });
}

/** A calendar query filtered by a list (`calendarKeys.rows`: viewer, 'calendars', calendar, query string, …). */
const isListCalendar = (key: readonly unknown[]) =>
  key[1] === 'calendars' && typeof key[3] === 'string' && new URLSearchParams(key[3]).has('watchlist');

/**
 * A change to the lists (create, rename, reorder, delete, import, a star): every screen that shows them, and
 * every calendar filtered by one (`watchlist=`), reads them again.
 */
export function useWatchlistMutation<TInput, TAnswer>(change: (input: TInput) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation<TAnswer, Error, TInput>({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        invalidateForEveryViewer(client, watchlistKeys.all()),
        client.invalidateQueries({ predicate: ({ queryKey }) => isListCalendar(queryKey) }),
      ]).then(() => undefined),
  });
}
