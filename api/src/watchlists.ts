// A subscriber's own watch lists (`/api/watchlists/…`, issue 21 §2) as the bff answers them and the web reads
// them. Types and limits only, import-free. Field names are snake_case (DRF's style).

/** A list's name: 1–60 characters, unique per owner. */
export const WATCHLIST_NAME_MAX = 60;
/** Tickers in one list. */
export const WATCHLIST_TICKERS_MAX = 200;
/** Lists per account. */
export const WATCHLISTS_PER_ACCOUNT = 20;

/** One list, as every endpoint answers it. */
export interface Watchlist {
  id: number;
  name: string;
  /** Upper-case symbols, in the owner's order. */
  tickers: string[];
  ticker_count: number;
  /** The private calendar feed, `{SITE_URL}/ics/{token}.ics`: the token is the credential, shown only to its owner. */
  ics_url: string;
  /** ISO 8601 UTC. */
  created_at: string;
  updated_at: string;
}

/** `GET /api/watchlists/`: DRF's page shape, the lists in the owner's order (a new list goes last). */
export interface WatchlistPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Watchlist[];
}

/** `POST /api/watchlists/`. */
export interface WatchlistCreate {
  name: string;
  tickers: string[];
}

/** `PATCH /api/watchlists/{id}/`: a new name, the whole ticker list replaced, or tickers added or removed. */
export interface WatchlistChange {
  name?: string;
  tickers?: string[];
  add?: string[];
  remove?: string[];
}

/**
 * `PUT /api/watchlists/order/`: every list of the account, each once, in the order wanted → 200 with
 * the page in that order. Anything else is a 400 on `ids`.
 */
export interface WatchlistOrder {
  ids: number[];
}

/** `POST /api/watchlists/import/` as JSON (else multipart/form-data with the CSV in `file` and the list's `name`). */
export interface WatchlistTextImport {
  name: string;
  /** Tickers separated by spaces, commas or new lines. */
  text: string;
}

/** A value of an import that was not a known ticker, and why. */
export interface SkippedValue {
  value: string;
  reason: string;
}

/** `POST /api/watchlists/import/` → 201: the list made, and what was left out. */
export interface WatchlistImportAnswer extends Watchlist {
  skipped: SkippedValue[];
}

/** `POST /api/watchlists/from-portfolio/`. */
export interface WatchlistFromPortfolio {
  slug: string;
}
