import type { RouteObject } from 'react-router';
import { guardedRoutes } from '../../router/guarded-routes.js';
import { lazyPage } from '../../router/lazy-page.js';
import { MY_CATALYSTS_PATH, MY_LISTS_PATH } from './watchlist-api.js';

/**
 * Issue 21 §4: a subscriber's own lists and their catalysts. Guarded (a visitor goes to /restricted); a
 * signed-in reader without a subscription sees the restricted view with a subscribe call.
 */
export const myCatalystsRoutes: RouteObject[] = [
  guardedRoutes(
    { path: MY_CATALYSTS_PATH, lazy: lazyPage(() => import('./my-catalysts-page.js')) },
    { path: MY_LISTS_PATH, lazy: lazyPage(() => import('./lists-page.js')) },
  ),
];
