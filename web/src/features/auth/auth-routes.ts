import type { RouteObject } from 'react-router';
import { lazyPage } from '../../router/lazy-page.js';

export const authRoutes: RouteObject[] = [
  { path: '/login', lazy: lazyPage(() => import('./login-page.js')) },
  { path: '/forgot-password', lazy: lazyPage(() => import('./forgot-password-page.js')) },
  { path: '/reset-password/:uid/:token', lazy: lazyPage(() => import('./reset-password-page.js')) },
  { path: '/restricted', lazy: lazyPage(() => import('./restricted-page.js')) },
];
