import type { RouteObject } from 'react-router';
import { lazyPage } from '../../router/lazy-page.js';
import {
  ARTICLES_OLD_PATH,
  ARTICLES_PATH,
  CONTACT_PAGE_SLUG,
  CONTENT_INDEX_PATH,
  GUIDE_SLUGS,
  RESOURCES_PATH,
  SITE_PAGE_SLUGS,
  WATCH_LIST_KINDS,
  watchListScreenPath,
} from './content-paths.js';
import type { ContentRouteHandle } from './content-route-handle.js';

const guidePage = lazyPage(() => import('./pages/guide-page.js'));
const sitePage = lazyPage(() => import('./pages/site-page.js'));
const watchListPage = lazyPage(() => import('./pages/watch-list-page.js'));
const watchListPostPage = lazyPage(() => import('./pages/watch-list-post-page.js'));

const slugHandle = (contentSlug: string): ContentRouteHandle => ({ contentSlug });

/**
 * Spec §2 (Content) and `/strapi-data`. Guides and site pages are one route per slug (a new guide
 * needs its slug in GUIDE_SLUGS, as in `api/src/site-routes.ts`); one chunk per screen module.
 */
export const contentRoutes: RouteObject[] = [
  { path: RESOURCES_PATH, lazy: lazyPage(() => import('./pages/resources-page.js')) },
  ...GUIDE_SLUGS.map((slug) => ({ path: `/${slug}`, handle: slugHandle(slug), lazy: guidePage })),
  ...SITE_PAGE_SLUGS.map((slug) => ({ path: `/${slug}`, handle: slugHandle(slug), lazy: sitePage })),
  { path: `/${CONTACT_PAGE_SLUG}`, lazy: lazyPage(() => import('./pages/contact-page.js')) },
  { path: ARTICLES_PATH, lazy: lazyPage(() => import('./pages/articles-page.js')) },
  { path: ARTICLES_OLD_PATH, lazy: lazyPage(() => import('./pages/articles-old-page.js')) },
  { path: `${ARTICLES_PATH}/:slug`, lazy: lazyPage(() => import('./pages/article-page.js')) },
  { path: watchListScreenPath('all'), handle: { watchList: 'all' } satisfies ContentRouteHandle, lazy: watchListPage },
  ...WATCH_LIST_KINDS.flatMap((list) => [
    { path: watchListScreenPath(list), handle: { watchList: list } satisfies ContentRouteHandle, lazy: watchListPage },
    {
      path: `${watchListScreenPath(list)}/:slug`,
      handle: { watchList: list } satisfies ContentRouteHandle,
      lazy: watchListPostPage,
    },
  ]),
  { path: CONTENT_INDEX_PATH, lazy: lazyPage(() => import('./pages/content-index-page.js')) },
];
