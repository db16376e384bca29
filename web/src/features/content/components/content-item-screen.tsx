import type { ReactNode } from 'react';
import type { ContentItem } from '@mc/api';
import { useApiResource } from '../../../api/use-api-resource.js';
import { NotFoundPage } from '../../../router/not-found-page.js';
import { FailedState, LoadingState } from '../../../ui/load-states.js';
import { usePageMeta } from '../../../ui/page-meta.js';
import '../content.css';

interface ContentItemScreenProps<T extends ContentItem> {
  /** The bff address of the item. */
  url: string;
  /** What is loading, for the states: `the guide`. */
  what: string;
  /** Refresh the item this often (a watch-list post's quotes). */
  refreshMs?: number;
  /** The way back up, shown in every state. */
  breadcrumb?: ReactNode;
  children: (item: T, refreshFailed: boolean) => ReactNode;
}

/**
 * The frame of every screen showing one content item: loading, failure with a retry, the not-found view
 * when the API has no such slug, and the document's title, description and canonical link once loaded.
 */
export function ContentItemScreen<T extends ContentItem>({
  url,
  what,
  refreshMs,
  breadcrumb,
  children,
}: ContentItemScreenProps<T>) {
  const { state, retry } = useApiResource<T>(url, { refreshMs });
  const item = state.status === 'ready' ? state.data : null;
  usePageMeta(item && { title: item.title, description: item.description, path: item.path });

  if (state.status === 'not-found') return <NotFoundPage />;
  return (
    <article className="content-page">
      {breadcrumb}
      {state.status === 'loading' ? <LoadingState what={what} /> : null}
      {state.status === 'failed' ? <FailedState what={what} offline={state.offline} onRetry={retry} /> : null}
      {state.status === 'ready' ? children(state.data, state.refreshFailed) : null}
    </article>
  );
}
