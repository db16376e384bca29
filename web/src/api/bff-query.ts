import { useContext } from 'react';
import {
  skipToken,
  useQueries,
  useQuery,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { AuthContext } from '../features/auth/auth-context.js';
import { api } from './api-client.js';
import { readStoredToken } from './token-storage.js';
import { viewerKey } from './viewer-key.js';

/** The identity part of the query keys for whoever is signed in now (the stored token before the provider knows). */
export function useViewerKey(): string {
  const auth = useContext(AuthContext);
  return viewerKey(auth ? auth.token : readStoredToken());
}

/**
 * A query function GETting a bff path with the signed-in token. A query that already holds an answer
 * (a scheduled refresh, "Try again") asks past the browser's HTTP cache: the point is to see new data,
 * and the ETag keeps it cheap when nothing changed.
 */
export function getFromBff<T>(path: string) {
  return ({ signal, client, queryKey }: QueryFunctionContext): Promise<T> =>
    api.get<T>(path, { signal, cache: client.getQueryData(queryKey) === undefined ? undefined : 'no-cache' });
}

type BffQueryOptions<TAnswer, TData> = Omit<UseQueryOptions<TAnswer, Error, TData>, 'queryKey' | 'queryFn'> & {
  /** The feature's own key (`portfolioKeys.detail(slug)`); who is signed in is put in front of it. */
  key: QueryKey;
  /** The answer is the same for every reader (the tape's quotes), so one entry serves every identity. */
  sameForEveryone?: boolean;
} & (
    | {
        /** The bff path to GET; null while there is nothing to ask yet. */
        path: string | null;
        load?: never;
      }
    | {
        /** For answers that need more than one GET or a check of their shape; use the context's signal. */
        load: (context: QueryFunctionContext) => TAnswer | Promise<TAnswer>;
        path?: never;
      }
  );

/** The one way a screen reads the bff: a TanStack query whose key names the feature and the viewer. */
export function useBffQuery<TAnswer, TData = TAnswer>({
  key,
  sameForEveryone = false,
  path,
  load,
  enabled = true,
  ...options
}: BffQueryOptions<TAnswer, TData>) {
  const viewer = useViewerKey();
  const queryFn = load ?? (path ? getFromBff<TAnswer>(path) : undefined);
  return useQuery<TAnswer, Error, TData>({
    ...options,
    queryKey: [sameForEveryone ? 'everyone' : viewer, ...key],
    // TanStack's way of saying "nothing to ask yet": no fetch, not even a refetch of every query.
    queryFn: queryFn && enabled ? queryFn : skipToken,
  });
}

/**
 * Several reads of one kind at once (a watch list's companies), each `useBffQuery`'s key and fetch: an entry
 * each, shared with the screens that read one of them (the company page).
 */
export function useBffQueries<TAnswer>(
  reads: readonly { key: QueryKey; path: string }[],
  options: Pick<UseQueryOptions<TAnswer, Error>, 'refetchInterval'> = {},
) {
  const viewer = useViewerKey();
  return useQueries({
    queries: reads.map(({ key, path }) => ({
      ...options,
      queryKey: [viewer, ...key],
      queryFn: getFromBff<TAnswer>(path),
    })),
  });
}

/** Marks a feature's queries (`['billing', 'subscription']` and below) stale for every viewer; shown ones load again. */
export function invalidateForEveryViewer(client: QueryClient, key: QueryKey): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => key.every((part, index) => query.queryKey[index + 1] === part) });
}
