import { useSearchParams } from 'react-router';
import { ALERTS_PATH, isFilterKind, type AlertFeedQuery } from './alert-api.js';

/** The screen's address for a view of the feed: `/my-catalysts/alerts?list=11&kind=date_moved&page=2`. */
export function alertsHref({ list, kind, page }: AlertFeedQuery): string {
  const params = new URLSearchParams();
  if (list) params.set('list', list);
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${ALERTS_PATH}?${search}` : ALERTS_PATH;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The feed's view as the address holds it (a link or a reload opens the same view); a kind this build does not
 * know, or a page that is no number, reads as none. A new filter starts again at page 1.
 */
export function useAlertFeedQuery() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const query: AlertFeedQuery = {
    list: params.get('list') || null,
    kind: kind && isFilterKind(kind) ? kind : null,
    page: pageOf(params.get('page')),
  };
  const show = (next: AlertFeedQuery) => setParams(new URL(alertsHref(next), window.location.origin).searchParams);
  return {
    query,
    filtered: query.list !== null || query.kind !== null,
    setList: (list: string | null) => show({ ...query, list, page: 1 }),
    setKind: (next: AlertFeedQuery['kind']) => show({ ...query, kind: next, page: 1 }),
    clearFilters: () => show({ list: null, kind: null, page: 1 }),
    pageHref: (page: number) => alertsHref({ ...query, page }),
  };
}

export type AlertFeedView = ReturnType<typeof useAlertFeedQuery>;
