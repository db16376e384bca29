import type { ReactNode } from 'react';
import type { ContentItem } from '@mc/api';
import { isNotFound } from '../../../api/api-errors.js';
import { useBffQuery } from '../../../api/bff-query.js';
import { NotFoundPage } from '../../../router/not-found-page.js';
import { QueryStates } from '../../../ui/load-states.js';
import { contentKey } from '../api/content-api.js';
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
  const query = useBffQuery<T>({ key: contentKey(url), path: url, refetchInterval: refreshMs });
  const item = query.data ?? null;
  usePageMeta(item && { title: item.title, description: item.description, path: item.path });

  if (isNotFound(query.error)) return <NotFoundPage />;
  return (
    <article className="content-page">
      {breadcrumb}
      <QueryStates query={query} what={what}>
        {(loaded) => children(loaded, query.isRefetchError)}
      </QueryStates>
    </article>
  );
}
