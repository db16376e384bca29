import { useLocation, useSearchParams } from 'react-router';

export type ArticleFilter = 'tag' | 'ticker';

export interface ArticleQueryState {
  tag: string;
  ticker: string;
  /** The page asked for, as the address has it (`'1'` when absent; the API refuses what is not a page). */
  page: string;
  /** The `/api/articles/` query for this view. */
  apiQuery: URLSearchParams;
  /** Sets or clears one filter; a new filter starts again at the first page. */
  setFilter: (filter: ArticleFilter, value: string) => void;
  clearFilters: () => void;
  /** The address (`/articles?tag=…&page=2`) of another page of the same view. */
  pageHref: (page: number) => string;
}

/**
 * The article lists keep their state in the address (`/articles?tag=earnings&ticker=NVDA&page=2`), so a
 * view can be shared, bookmarked and reached with the back button.
 */
export function useArticleQuery(pageSize?: number): ArticleQueryState {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const tag = (params.get('tag') ?? '').trim().toLowerCase();
  const ticker = (params.get('ticker') ?? '').trim().toUpperCase();
  const page = (params.get('page') ?? '').trim() || '1';

  const apiQuery = new URLSearchParams();
  if (tag) apiQuery.set('tag', tag);
  if (ticker) apiQuery.set('ticker', ticker);
  if (page !== '1') apiQuery.set('page', page);
  if (pageSize !== undefined) apiQuery.set('page_size', String(pageSize));

  function setFilter(filter: ArticleFilter, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(filter, value);
    else next.delete(filter);
    next.delete('page');
    setParams(next);
  }

  function pageHref(target: number) {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const text = next.toString();
    return text === '' ? pathname : `${pathname}?${text}`;
  }

  return { tag, ticker, page, apiQuery, setFilter, clearFilters: () => setParams(new URLSearchParams()), pageHref };
}
