import type {
  Watchlist,
  WatchlistChange,
  WatchlistCreate,
  WatchlistImportAnswer,
  WatchlistOrder,
  WatchlistPage,
  WatchlistTextImport,
} from '@mc/api';
import { api } from '../../api/api-client.js';

// Kept apart from the screens: the header and the routes need the addresses, never the screens' code.

/** The subscriber's page of catalysts of their own lists. */
export const MY_CATALYSTS_PATH = '/my-catalysts';
/** Where lists are made, renamed, reordered and deleted. */
export const MY_LISTS_PATH = '/my-catalysts/lists';

export const WATCHLISTS_URL = '/api/watchlists/';
export const watchlistUrl = (id: Watchlist['id']) => `/api/watchlists/${encodeURIComponent(String(id))}/`;
const ORDER_URL = '/api/watchlists/order/';
const IMPORT_URL = '/api/watchlists/import/';
const FROM_PORTFOLIO_URL = '/api/watchlists/from-portfolio/';

/** Every answer that shows a list (the picker, the editor, the stars) reads `watchlistKeys.all()` or below it. */
export const watchlistKeys = {
  all: () => ['watchlists'] as const,
  list: () => ['watchlists', 'list'] as const,
};

/** The address of the calendar of one list (`?watchlist=`, the calendar API's own name). */
export const myCatalystsLink = (id: Watchlist['id']) => `${MY_CATALYSTS_PATH}?watchlist=${encodeURIComponent(String(id))}`;

export const createWatchlist = (list: WatchlistCreate) => api.post<Watchlist>(WATCHLISTS_URL, list);

export const changeWatchlist = (id: Watchlist['id'], change: WatchlistChange) =>
  api.request<Watchlist>(watchlistUrl(id), { method: 'PATCH', body: change });

export const deleteWatchlist = (id: Watchlist['id']) => api.request<void>(watchlistUrl(id), { method: 'DELETE' });

/** The account's lists in a new order (every list, each once); answers the page in that order. */
export const reorderWatchlists = (order: WatchlistOrder) => api.request<WatchlistPage>(ORDER_URL, { method: 'PUT', body: order });

/** Pasted tickers: separated by spaces, commas or new lines. */
export const importText = (request: WatchlistTextImport) => api.post<WatchlistImportAnswer>(IMPORT_URL, request);

/** A broker's CSV export (a `Symbol` or `Ticker` column, else the first). */
export function importFile(name: string, file: File) {
  const form = new FormData();
  form.set('name', name);
  form.set('file', file);
  return api.post<WatchlistImportAnswer>(IMPORT_URL, form);
}

export const listFromPortfolio = (slug: string) => api.post<Watchlist>(FROM_PORTFOLIO_URL, { slug });

/** A new feed address; the old one stops answering at once. */
export const rotateFeed = (id: Watchlist['id']) => api.post<Watchlist>(`${watchlistUrl(id)}ics/rotate/`);

/** DRF may write `next` as an absolute URL; the client asks the bff by path. */
const pathOf = (link: string) => {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
};

/** Every list of the account, following DRF's `next` pages (20 lists fit one page, but the shape allows more). */
export async function fetchAllWatchlists(signal: AbortSignal): Promise<Watchlist[]> {
  const lists: Watchlist[] = [];
  let url: string | null = WATCHLISTS_URL;
  while (url) {
    const page: WatchlistPage = await api.get<WatchlistPage>(url, { signal });
    lists.push(...page.results);
    url = page.next && pathOf(page.next);
  }
  return lists;
}
