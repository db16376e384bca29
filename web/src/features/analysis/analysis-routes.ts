import type { RouteObject } from 'react-router';
import { guardedRoutes } from '../../router/guarded-routes.js';
import { lazyPage } from '../../router/lazy-page.js';

export const analysisRoutes: RouteObject[] = [
  guardedRoutes({ path: '/analysis', lazy: lazyPage(() => import('./analysis-page.js')) }),
];
