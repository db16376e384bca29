import type { RouteObject } from 'react-router';
import { guardedRoutes } from '../../router/guarded-routes.js';
import { lazyPage } from '../../router/lazy-page.js';

export const profileRoutes: RouteObject[] = [
  guardedRoutes({ path: '/profile', lazy: lazyPage(() => import('./profile-page.js')) }),
];
