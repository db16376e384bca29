import type { RouteObject } from 'react-router';
import { lazyPage } from '../../router/lazy-page.js';

export const billingRoutes: RouteObject[] = [{ path: '/thank-you', lazy: lazyPage(() => import('./thank-you-page.js')) }];
