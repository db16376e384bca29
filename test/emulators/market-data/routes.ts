import type { Route } from './route.js';
import { barsRoutes } from './routes/bars.routes.js';
import { calendarControlRoutes } from './routes/calendar-control.routes.js';
import { calendarRemovedRoutes } from './routes/calendar-removed.routes.js';
import { calendarRoutes } from './routes/calendar.routes.js';
import { companyProfileRoutes } from './routes/company-profile.routes.js';
import { controlRoutes } from './routes/control.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { quoteDelayedRoutes } from './routes/quote-delayed.routes.js';

// The whole routing table. A new endpoint family is one more module under routes/ exporting its Route[] and
// one more line here.
export const ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...controlRoutes,
  ...calendarControlRoutes,
  ...quoteDelayedRoutes,
  ...barsRoutes,
  ...calendarRoutes,
  ...calendarRemovedRoutes,
  ...companyProfileRoutes,
];

export type RouteMatch = { kind: 'found'; route: Route } | { kind: 'wrong-method'; allowed: string[] } | { kind: 'none' };

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const onPath = routes.filter((route) => route.path === path);
  const route = onPath.find((candidate) => candidate.method === method);
  if (route) return { kind: 'found', route };
  if (onPath.length === 0) return { kind: 'none' };
  return { kind: 'wrong-method', allowed: onPath.map((candidate) => candidate.method) };
}
