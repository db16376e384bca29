import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@mc/api';
import { invalidateForEveryViewer, useBffQuery, useViewerKey } from '../../api/bff-query.js';
import { useAuth } from '../auth/use-auth.js';
import { useSubscriptionStatus } from '../billing/api/billing-queries.js';
import { fetchAllWatchlists, reorderWatchlists, watchlistKeys } from './watchlist-api.js';
import { moveItem } from './ticker-order.js';

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

const ORDER_MUTATION = ['watchlists', 'order'] as const;

/** One list moved a place up (-1) or down (+1) among the account's lists. */
export interface ListMove {
  id: Watchlist['id'];
  step: -1 | 1;
}

/**
 * Moves a list among the account's lists at once on screen, then asks the bff for that order (every
 * id, each once); an error puts the order back as it was. Moves run one after another (one `scope`),
 * each from the order the last one left, so quick presses never reach the bff out of order.
 */
export function useReorderWatchlists() {
  const client = useQueryClient();
  const key = [useViewerKey(), ...watchlistKeys.list()];
  return useMutation<Watchlist[], Error, ListMove, { before: Watchlist[] | undefined }>({
    mutationKey: ORDER_MUTATION,
    scope: { id: 'watchlists-order' },
    onMutate: async ({ id, step }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Watchlist[]>(key);
      if (before) {
        const index = before.findIndex((list) => list.id === id);
        if (index >= 0) client.setQueryData<Watchlist[]>(key, moveItem(before, index, step));
      }
      return { before };
    },
    // The order the screen shows now (this move and any before it), as the bff is to keep it.
    mutationFn: async () => {
      const shown = client.getQueryData<Watchlist[]>(key) ?? [];
      return (await reorderWatchlists({ ids: shown.map((list) => list.id) })).results;
    },
    onError: (_error, _move, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    // Read the lists again once the last queued move is done: an earlier answer would undo later moves on screen.
    onSettled: () =>
      client.isMutating({ mutationKey: ORDER_MUTATION }) === 1
        ? invalidateForEveryViewer(client, watchlistKeys.all())
        : undefined,
  });
}
