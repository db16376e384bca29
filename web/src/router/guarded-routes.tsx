import type { RouteObject } from 'react-router';
import { RequireToken } from './require-token.js';

/** Wraps routes so they render only with a stored token: `guardedRoutes({ path: '/profile', lazy })`. */
export function guardedRoutes(...routes: RouteObject[]): RouteObject {
  return { element: <RequireToken />, children: routes };
}
