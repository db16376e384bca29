import type { RouteObject } from 'react-router';
import { lazyPage } from '../../router/lazy-page.js';

/** Spec §2: sign-up, subscription, pricing, checkout, outcome and status screens, each its own chunk. */
export const billingRoutes: RouteObject[] = [
  { path: '/register', lazy: lazyPage(() => import('./register/register-page.js')) },
  { path: '/register-old', lazy: lazyPage(() => import('./register/register-old-page.js')) },
  { path: '/subscribe', lazy: lazyPage(() => import('./subscribe/subscribe-page.js')) },
  { path: '/subscription', lazy: lazyPage(() => import('./subscribe/subscription-plans-page.js')) },
  { path: '/subscribe/payment', lazy: lazyPage(() => import('./subscribe/subscription-payment-page.js')) },
  { path: '/pricing', lazy: lazyPage(() => import('./pricing/pricing-page.js')) },
  { path: '/pricingtableapi', lazy: lazyPage(() => import('./pricing/pricing-table-api-page.js')) },
  { path: '/registerapi', lazy: lazyPage(() => import('./pricing/register-api-page.js')) },
  { path: '/pricingtableapi2', lazy: lazyPage(() => import('./pricing/pricing-table-api2-page.js')) },
  { path: '/registerapi2', lazy: lazyPage(() => import('./pricing/register-api2-page.js')) },
  { path: '/cart', lazy: lazyPage(() => import('./checkout/cart-page.js')) },
  { path: '/payment', lazy: lazyPage(() => import('./checkout/payment-page.js')) },
  { path: '/success', lazy: lazyPage(() => import('./outcomes/success-page.js')) },
  { path: '/confirmation', lazy: lazyPage(() => import('./outcomes/confirmation-page.js')) },
  { path: '/thank-you', lazy: lazyPage(() => import('./outcomes/thank-you-page.js')) },
  { path: '/payment-failed', lazy: lazyPage(() => import('./outcomes/payment-failed-page.js')) },
  { path: '/error', lazy: lazyPage(() => import('./outcomes/error-page.js')) },
  { path: '/subscription-status', lazy: lazyPage(() => import('./status/subscription-status-page.js')) },
  { path: '/cancel-subscription', lazy: lazyPage(() => import('./status/cancel-subscription-page.js')) },
];
