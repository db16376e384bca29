import type { RouteObject } from 'react-router';
import { lazyPage } from '../../router/lazy-page.js';

/** Spec §2 (Market), plus /tradingviewcompany, /stock-site and the demo logo screen; one chunk each. */
export const marketRoutes: RouteObject[] = [
  { path: '/company/:ticker', lazy: lazyPage(() => import('./company-page.js')) },
  { path: '/market-overview', lazy: lazyPage(() => import('./market-overview-page.js')) },
  { path: '/market-data', lazy: lazyPage(() => import('./market-data-page.js')) },
  { path: '/stock-market', lazy: lazyPage(() => import('./stock-market-page.js')) },
  { path: '/stock-heatmap', lazy: lazyPage(() => import('./stock-heatmap-page.js')) },
  { path: '/screener', lazy: lazyPage(() => import('./screener-page.js')) },
  { path: '/trading', lazy: lazyPage(() => import('./trading-page.js')) },
  { path: '/crypto-heatmap', lazy: lazyPage(() => import('./crypto-heatmap-page.js')) },
  { path: '/crypto-market', lazy: lazyPage(() => import('./crypto-market-page.js')) },
  { path: '/forex-cross-rate', lazy: lazyPage(() => import('./forex-cross-rate-page.js')) },
  { path: '/forex-heatmap', lazy: lazyPage(() => import('./forex-heatmap-page.js')) },
  { path: '/tradingviewcompany', lazy: lazyPage(() => import('./tradingview-company-page.js')) },
  { path: '/stock-site', lazy: lazyPage(() => import('./stock-site-page.js')) },
  { path: '/logos', lazy: lazyPage(() => import('./company-logos-page.js')) },
];
