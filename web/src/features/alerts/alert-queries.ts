import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@mc/api';
import { invalidateForEveryViewer, useBffQuery, useViewerKey } from '../../api/bff-query.js';
import {
  alertKeys,
  alertSettingsUrl,
  changeAlertSettings,
  feedUrl,
  feedQueryString,
  markAlertsRead,
  UNREAD_ALERTS_URL,
  type AlertFeedQuery,
  type AlertPage,
  type AlertSettings,
  type AlertSettingsChange,
  type ReadRequest,
  type UnreadAlerts,
} from './alert-api.js';

/** How often the header asks for the unread count: a change alert is due within 5 minutes of a sync. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread count in the header, asked again every minute while the tab is shown (TanStack pauses the
 * interval in a hidden tab, and the app's default keeps timers running, so this query says so).
 */
export function useUnreadAlerts({ enabled }: { enabled: boolean }) {
  return useBffQuery<UnreadAlerts>({
    key: alertKeys.unread(),
    path: UNREAD_ALERTS_URL,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** A page of the feed; the bell's is page 1 of every list and kind. */
export function useAlertFeed(query: AlertFeedQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useBffQuery<AlertPage>({ key: alertKeys.feed(feedQueryString(query)), path: feedUrl(query), enabled });
}

interface ReadSnapshot {
  feeds: [readonly unknown[], AlertPage | undefined][];
  unread: UnreadAlerts | undefined;
}

const markPage = (page: AlertPage, isMarked: (id: AlertPage['results'][number]['id']) => boolean): AlertPage => ({
  ...page,
  results: page.results.map((alert) => (!alert.read && isMarked(alert.id) ? { ...alert, read: true } : alert)),
});

/** Shows alerts as read at once in every cached page and the count; `restore` puts back what was there. */
function markShown(client: QueryClient, viewer: string, request: ReadRequest): ReadSnapshot {
  const feedKey = [viewer, ...alertKeys.feeds()];
  const unreadKey = [viewer, ...alertKeys.unread()];
  const snapshot: ReadSnapshot = {
    feeds: client.getQueriesData<AlertPage>({ queryKey: feedKey }),
    unread: client.getQueryData<UnreadAlerts>(unreadKey),
  };
  const ids = 'ids' in request ? new Set(request.ids.map(String)) : null;
  const isMarked = (id: AlertPage['results'][number]['id']) => ids === null || ids.has(String(id));
  const newlyRead = new Set<string>();
  for (const [key, page] of snapshot.feeds) {
    if (!page) continue;
    for (const alert of page.results) if (!alert.read && isMarked(alert.id)) newlyRead.add(String(alert.id));
    client.setQueryData<AlertPage>(key, markPage(page, isMarked));
  }
  if (snapshot.unread) {
    const unread = ids === null ? 0 : Math.max(0, snapshot.unread.unread - newlyRead.size);
    client.setQueryData<UnreadAlerts>(unreadKey, { unread });
  }
  return snapshot;
}

function restore(client: QueryClient, viewer: string, snapshot: ReadSnapshot) {
  for (const [key, page] of snapshot.feeds) client.setQueryData(key, page);
  client.setQueryData([viewer, ...alertKeys.unread()], snapshot.unread);
}

/**
 * Marks alerts read (`{ids}`) or every alert (`{all: true}`): at once on screen, put back if the bff refuses;
 * the answer's count is the header's, and the feeds are read again after.
 */
export function useMarkAlertsRead() {
  const client = useQueryClient();
  const viewer = useViewerKey();
  return useMutation<UnreadAlerts, Error, ReadRequest, ReadSnapshot>({
    mutationFn: markAlertsRead,
    onMutate: async (request) => {
      await client.cancelQueries({ queryKey: [viewer, ...alertKeys.all()] });
      return markShown(client, viewer, request);
    },
    onError: (_error, _request, snapshot) => {
      if (snapshot) restore(client, viewer, snapshot);
    },
    onSuccess: (answer) => client.setQueryData([viewer, ...alertKeys.unread()], answer),
    onSettled: () => invalidateForEveryViewer(client, alertKeys.feeds()),
  });
}

/** One list's alert settings. */
export function useAlertSettings(id: Watchlist['id']) {
  return useBffQuery<AlertSettings>({ key: alertKeys.settings(id), path: alertSettingsUrl(id) });
}

/**
 * Saves a change to one list's settings: shown at once, put back if the bff refuses it (its 400 names the
 * field). Changes of one list go one after another (one `scope`), so the last one made is the one kept.
 */
export function useChangeAlertSettings(id: Watchlist['id']) {
  const client = useQueryClient();
  const key = [useViewerKey(), ...alertKeys.settings(id)];
  const mutationKey = alertKeys.settings(id);
  return useMutation<AlertSettings, Error, AlertSettingsChange, { before: AlertSettings | undefined }>({
    mutationKey,
    scope: { id: `alert-settings-${String(id)}` },
    mutationFn: (change) => changeAlertSettings(id, change),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AlertSettings>(key);
      if (before) client.setQueryData<AlertSettings>(key, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    // A later change already on its way shows its own values until its answer comes.
    onSuccess: (answer) => {
      if (client.isMutating({ mutationKey }) === 1) client.setQueryData(key, answer);
    },
  });
}
