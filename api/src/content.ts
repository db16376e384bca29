// The portfolios and editorial content API (issue 9 §2 "API (bff)") as the bff answers it and the web reads it.
// It imports only proto's browser-safe words of the content contract, so every runtime (Node and the
// browser bundle) can load it as plain types and constants. Field names are snake_case because the API answers in DRF's style.
// Keep it stable: the web screens are written against it. Add fields; never rename or remove one.

import { isWatchListKind, type ContactTopic, type ContentKind, type WatchListKind } from '@mc/proto/content-words';

// ---------------------------------------------------------------------------------------------------------
// Portfolios: `GET /api/portfolios/` and `GET /api/portfolios/{slug}/`
// ---------------------------------------------------------------------------------------------------------

/** How many rows a reader without a subscription sees of a portfolio. */
export const PORTFOLIO_PREVIEW_ROWS = 10;

/** `full` for a subscriber (trialing or active); `preview` for everyone else (the first PORTFOLIO_PREVIEW_ROWS rows). */
export type PortfolioAccess = 'full' | 'preview';

/** `flagship`: the 110-stock ranking of the ticker tape; `sector`: a curated list of one GICS sector. */
export type PortfolioKind = 'flagship' | 'sector';

/** The next catalyst of a ticker (or among a portfolio's members), from the catalysts service. */
export interface NextCatalyst {
  /** The catalyst's id (`{type}-{provider id}`), stable across syncs. */
  id: string;
  /** A calendar type as in `@mc/api/calendars` (`earnings`, `fda`, `dividend`, …). */
  type: string;
  /** The symbol it belongs to (for a portfolio card: which member it concerns). */
  ticker: string;
  /** A one-line headline, e.g. "Q2 2026 earnings". */
  title: string;
  /** YYYY-MM-DD (US Eastern, the provider's day); for fuzzy FDA dates the first day of the period. */
  date: string;
  /** What to show instead of `date` when it is less precise than a day ("Q3 2026"), else null. */
  date_label: string | null;
  /** `estimated` until the company or agency confirms the date: show it as such ("Feb 22 (est.)"). */
  date_status: 'confirmed' | 'estimated';
  /** Before the open, during the market, after the close; `unknown` without a time (always for an estimated date). */
  session: 'before_open' | 'during_market' | 'after_close' | 'unknown';
  /** 0–5 as the provider rates it, or derived (docs/decisions.md). */
  importance: number | null;
}

/** One card of `/invest/portfolios`. */
export interface PortfolioSummary {
  /** E.g. `market-catalysts-flagship-stocks`, `technology-stocks`. */
  slug: string;
  kind: PortfolioKind;
  title: string;
  /** One paragraph. */
  description: string;
  /** The GICS sector key (as `SECTORS` in `@mc/api/calendars`) of a sector portfolio; null for the flagship. */
  sector: string | null;
  /** How many constituents (the whole portfolio, whatever the reader's access). */
  count: number;
  /** The plain average of the members' change percent today, over the members that have a quote; null when none has. */
  average_change_percent: number | null;
  /** How many members had a quote in that average. */
  quoted_count: number;
  /**
   * The catalyst the card shows: the soonest next catalyst among the members rated important (importance 3
   * or more), else the soonest of all; on the same day the more important. Null when none is known.
   */
  next_catalyst: NextCatalyst | null;
  /** Site path of the portfolio page, `/invest/portfolios/{slug}`. */
  path: string;
}

/** `GET /api/portfolios/`: the flagship first, then the 11 sector portfolios. */
export interface PortfolioList {
  results: PortfolioSummary[];
}

/** One constituent row. Quote fields are null when the quotes service has no quote for the symbol (never 0). */
export interface PortfolioRow {
  /** Flagship: the fixed ranking (TSLA 1 … BP 110); sector portfolios: the position in the curated list, from 1. */
  rank: number;
  ticker: string;
  name: string;
  /** The row's sector display name (e.g. "Information Technology"), or null when unknown. */
  sector: string | null;
  last: number | null;
  change: number | null;
  change_percent: number | null;
  /** US dollars, from the catalysts service's company profiles; null when unknown. */
  market_cap: number | null;
  next_catalyst: NextCatalyst | null;
  /** Site path of the company page, `/company/{ticker}`. */
  path: string;
}

/** `GET /api/portfolios/{slug}/`. */
export interface PortfolioDetail extends Omit<PortfolioSummary, 'next_catalyst'> {
  access: PortfolioAccess;
  /** Every row for `full`; the first PORTFOLIO_PREVIEW_ROWS rows for `preview` (`count` stays the total). */
  rows: PortfolioRow[];
  /** ISO 8601 UTC of the quotes' last successful refresh, or null before the first. */
  quotes_as_of: string | null;
  /** True when the quotes are older than the tape promises (refreshes failing). */
  quotes_stale: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Editorial content (guides, articles, watch-list posts, the site's own pages)
// ---------------------------------------------------------------------------------------------------------

export {
  CONTENT_KINDS,
  WATCH_LISTS,
  WATCH_LIST_TITLES,
  contentPath,
  isWatchListKind,
  watchListRoute,
  type ContentKind,
  type WatchListKind,
} from '@mc/proto/content-words';

/** `/api/watch-lists/all/`: the posts of every list together. */
export const ALL_WATCH_LISTS = 'all';
export type WatchListPath = WatchListKind | typeof ALL_WATCH_LISTS;

export function isWatchListPath(value: string): value is WatchListPath {
  return value === ALL_WATCH_LISTS || isWatchListKind(value);
}

/** What every list shows of an item (a card or a row). */
export interface ContentSummary {
  slug: string;
  kind: ContentKind;
  title: string;
  /** 50–160 characters: the meta description and the card's text. */
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  author: string;
  /** Lowercase, 1–6. */
  tags: string[];
  /** Upper-case symbols the text mentions (for a watch-list post: exactly its picks). */
  tickers: string[];
  /** The watch list of a watch-list post; null for every other kind. */
  list: WatchListKind | null;
  /** Site path of the item: `/{slug}` (guide, page), `/articles/{slug}`, `/{list}-watch-list/{slug}`. */
  path: string;
  /** Estimated minutes to read (words / 230, at least 1). */
  reading_minutes: number;
}

/** A `##` or `###` heading of the rendered body, in order: `id` is the heading element's id (for `#id` links). */
export interface ContentHeading {
  id: string;
  level: 2 | 3;
  text: string;
}

/** One item with its body: sanitized HTML, safe to insert as is. */
export interface ContentItem extends ContentSummary {
  html: string;
  headings: ContentHeading[];
  word_count: number;
  /** ISO 8601 UTC: when the service last stored a change of this file. */
  updated_at: string;
}

/** `GET /api/articles/{slug}/`. */
export type Article = ContentItem;
/** `GET /api/guides/{slug}/`. */
export type Guide = ContentItem;

/** `GET /api/pages/{slug}/` (about, about-us, team, contact-us, data-disclaimer, privacy-policy, terms-of-use). */
export interface SitePage extends ContentItem {
  /** The configured support address, for pages that refer to it (Contact Us shows it). */
  support_email: string;
}

/** DRF's page shape. `next`/`previous`: path and query of the neighbouring page (same filters), or null. */
export interface ContentPage<R> {
  count: number;
  next: string | null;
  previous: string | null;
  results: R[];
}

export const ARTICLES_DEFAULT_PAGE_SIZE = 10;
export const ARTICLES_MAX_PAGE_SIZE = 100;

/** Query parameters of `GET /api/articles/` (all optional, strings in the URL). Newest first (`published`, then title). */
export interface ArticleQuery {
  /** One lowercase tag: articles carrying it. */
  tag?: string;
  /** One symbol (case-insensitive): articles mentioning it. */
  ticker?: string;
  /** From 1. A page past the last one is a 400 `{"page": ["Invalid page."]}`, as the calendars answer (page 1 of nothing is fine). */
  page?: string;
  /** 1–ARTICLES_MAX_PAGE_SIZE, default ARTICLES_DEFAULT_PAGE_SIZE. */
  page_size?: string;
}

export const ARTICLE_QUERY_KEYS = ['tag', 'ticker', 'page', 'page_size'] as const satisfies readonly (keyof ArticleQuery)[];

/** A filter value and how many articles carry it (over every article: the tag and ticker filters do not change it). */
export interface FacetCount {
  value: string;
  count: number;
}

/** `GET /api/articles/`: a DRF page of summaries, plus every tag and ticker in use for the filter controls. */
export interface ArticlePage extends ContentPage<ContentSummary> {
  /** Most used first, then alphabetical. */
  tags: FacetCount[];
  tickers: FacetCount[];
}

/** `GET /api/guides/`: every guide (for `/resources`), in title order. */
export interface GuideList {
  results: ContentSummary[];
}

/** `GET /api/content/`: every published item of every kind, newest first (the `/strapi-data` index). */
export interface ContentIndex {
  count: number;
  results: ContentSummary[];
}

/** `GET /api/watch-lists/{list}/` (`all` for every list): the posts, newest first. */
export interface WatchListIndex {
  list: WatchListPath;
  /** "Weekly Watch List", …; "Watch Lists" for `all`. */
  title: string;
  /** `/{list}-watch-list`, or `/watch-lists` for `all`. */
  path: string;
  count: number;
  results: ContentSummary[];
}

/** One pick of a watch-list post, joined with its delayed quote and next catalyst (null when missing, never 0). */
export interface WatchListPick {
  ticker: string;
  /** The company's name from the quotes or catalysts data, or null when neither knows the symbol. */
  name: string | null;
  thesis: string;
  last: number | null;
  change: number | null;
  change_percent: number | null;
  next_catalyst: NextCatalyst | null;
  /** `/company/{ticker}`. */
  path: string;
}

/** `GET /api/watch-lists/{list}/{slug}/`. */
export interface WatchListPost extends ContentItem {
  list: WatchListKind;
  picks: WatchListPick[];
  quotes_as_of: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// Contact form: `POST /api/contact/`
// ---------------------------------------------------------------------------------------------------------

export {
  CONTACT_TOPICS,
  CONTACT_NAME_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGE_MAX,
  type ContactTopic,
} from '@mc/proto/content-words';
/** The hidden honeypot field's name: people never fill it; a request with it non-empty is accepted and dropped. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The body of `POST /api/contact/` (JSON). */
export interface ContactRequest {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The honeypot: send it empty (or leave it out). */
  website?: string;
}

/** 201 answer: the message was sent to the support address. */
export interface ContactAnswer {
  sent: true;
  /** What to tell the user, e.g. "Thank you, your message was sent. We reply within one business day." */
  detail: string;
}

/** 400 answer: DRF field errors keyed by ContactRequest field (`non_field_errors` for the body itself). 429 is `{"detail": …}`. */
export type ContactFieldErrors = Partial<Record<keyof ContactRequest | 'non_field_errors', string[]>>;
