import type { ContactAnswer, ContactRequest, WatchListKind, WatchListPath } from '@mc/api';
import { api } from '../../../api/api-client.js';

const segment = (value: string) => encodeURIComponent(value);

export const guideUrl = (slug: string) => `/api/guides/${segment(slug)}/`;
export const guidesUrl = () => '/api/guides/';
export const sitePageUrl = (slug: string) => `/api/pages/${segment(slug)}/`;
export const articleUrl = (slug: string) => `/api/articles/${segment(slug)}/`;
export const watchListUrl = (list: WatchListPath) => `/api/watch-lists/${list}/`;
export const watchListPostUrl = (list: WatchListKind, slug: string) => `/api/watch-lists/${list}/${segment(slug)}/`;
export const contentIndexUrl = () => '/api/content/';

/** Content queries are keyed by the bff address, which names the item, list, filters and page. */
export const contentKey = (url: string) => ['content', url] as const;

/** `/api/articles/` with the screen's filters and page (only those set, so equal views share one address). */
export function articlesUrl(query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? '/api/articles/' : `/api/articles/?${text}`;
}

export function sendContactMessage(message: ContactRequest): Promise<ContactAnswer> {
  return api.post<ContactAnswer>('/api/contact/', message);
}
