import type { RouteObject } from 'react-router';
import { lazyPage } from '../../router/lazy-page.js';

/** Spec §2 (Portfolios): the cards, and one page per portfolio (`{product}-flagship-stocks`, `{sector}-stocks`). */
export const portfolioRoutes: RouteObject[] = [
  { path: '/invest/portfolios', lazy: lazyPage(() => import('./portfolios-page.js')) },
  { path: '/invest/portfolios/:slug', lazy: lazyPage(() => import('./portfolio-page.js')) },
];
