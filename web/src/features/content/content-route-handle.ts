import { useMatches } from 'react-router';
import type { WatchListPath } from '@mc/api';

/** What a content route tells its screen (React Router's `handle`): one screen module serves many paths. */
export type ContentRouteHandle = { contentSlug: string } | { watchList: WatchListPath };

function isContentHandle(handle: unknown): handle is ContentRouteHandle {
  return typeof handle === 'object' && handle !== null && ('contentSlug' in handle || 'watchList' in handle);
}

function useContentRouteHandle(): ContentRouteHandle {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isContentHandle);
  if (!handle) throw new Error('a content screen is rendered outside a content route');
  return handle;
}

/** The slug of the guide or site page the route shows. */
export function useContentSlug(): string {
  const handle = useContentRouteHandle();
  if (!('contentSlug' in handle)) throw new Error('this content route names no slug');
  return handle.contentSlug;
}

/** The watch list (or `all`) the route shows. */
export function useWatchList(): WatchListPath {
  const handle = useContentRouteHandle();
  if (!('watchList' in handle)) throw new Error('this content route names no watch list');
  return handle.watchList;
}
