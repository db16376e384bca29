import type { WatchListKind, WatchListPath } from '@mc/api';

// Kept apart from the screens: the routes (in the entry bundle) need the addresses, never the screens' code.

/** Spec §2 (Content): the guides, each at `/{slug}` (`market-catalysts-guide` is `/{product}-guide`). */
export const GUIDE_SLUGS = [
  'catalysts-guide',
  'market-catalysts-guide',
  'stock-catalysts-guide',
  'crypto-catalysts-guide',
  'earnings-catalysts-guide',
  'fda-catalysts-calendar-guide',
  'geopolitical-catalysts-guide',
  'world-event-catalysts-guide',
  'ipo-catalysts-guide',
  'dividend-catalysts-guide',
  'stock-split-catalysts-guide',
  'conference-catalysts-guide',
  'economic-catalysts-guide',
  'trading-catalysts-guide',
  'options-strategies-guide',
] as const;

/** The site's own pages from `/api/pages/{slug}/`; `/contact-us` adds the form. */
export const SITE_PAGE_SLUGS = ['about', 'about-us', 'team', 'data-disclaimer', 'privacy-policy', 'terms-of-use'] as const;
export const CONTACT_PAGE_SLUG = 'contact-us';

/** As `WATCH_LISTS` in `@mc/api/content`, written out so the entry bundle stays free of that module. */
export const WATCH_LIST_KINDS: readonly WatchListKind[] = ['weekly', 'market-catalysts', 'stock', 'crypto'];

export const RESOURCES_PATH = '/resources';
export const ARTICLES_PATH = '/articles';
export const ARTICLES_OLD_PATH = '/articles-old';
export const WATCH_LISTS_PATH = '/watch-lists';
export const CONTENT_INDEX_PATH = '/strapi-data';

/** `/watch-lists` for every list, `/{list}-watch-list` for one. */
export function watchListScreenPath(list: WatchListPath): string {
  return list === 'all' ? WATCH_LISTS_PATH : `/${list}-watch-list`;
}
