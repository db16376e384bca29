import type { RouteObject } from 'react-router';
import { guardedRoutes } from '../../router/guarded-routes.js';
import { lazyPage } from '../../router/lazy-page.js';
import { ALERTS_PATH } from '../alerts/alert-api.js';
import { MY_CATALYSTS_PATH, MY_LISTS_PATH } from './watchlist-api.js';

/**
 * Issue 21 §4: a subscriber's own lists and their catalysts; issue 22 §3: the alerts of their lists. Guarded (a visitor goes to /restricted); a
 * signed-in reader without a subscription sees the restricted view with a subscribe call.
 */
export const myCatalystsRoutes: RouteObject[] = [
  guardedRoutes(
    { path: MY_CATALYSTS_PATH, lazy: lazyPage(() => import('./my-catalysts-page.js')) },
    { path: MY_LISTS_PATH, lazy: lazyPage(() => import('./lists-page.js')) },
    { path: ALERTS_PATH, lazy: lazyPage(() => import('../alerts/alerts-page.js')) },
  ),
];
