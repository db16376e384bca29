import type { RouteObject } from 'react-router';
import { analysisRoutes } from './features/analysis/analysis-routes.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { billingRoutes } from './features/billing/billing-routes.js';
import { calendarRoutes } from './features/calendars/calendar-routes.js';
import { contentRoutes } from './features/content/content-routes.js';
import { homeRoutes } from './features/home/home-routes.js';
import { marketRoutes } from './features/market/market-routes.js';
import { myCatalystsRoutes } from './features/my-catalysts/my-catalysts-routes.js';
import { portfolioRoutes } from './features/portfolios/portfolio-routes.js';
import { profileRoutes } from './features/profile/profile-routes.js';
import { TickerTape } from './features/ticker/ticker-tape.js';
import { AppLayout } from './layout/app-layout.js';
import { NotFoundPage } from './router/not-found-page.js';
import { RouteErrorView } from './router/route-error-view.js';
import { PageLoading } from './ui/page-loading.js';

/**
 * Every screen of the product. A feature exports `<feature>Routes: RouteObject[]` from
 * `features/<feature>/<feature>-routes.ts` (each screen through `lazyPage`, guarded ones inside
 * `guardedRoutes`) and is registered with one line here.
 */
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...analysisRoutes,
  ...billingRoutes,
  ...marketRoutes,
  ...portfolioRoutes,
  ...contentRoutes,
  ...calendarRoutes,
  ...myCatalystsRoutes,
];

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout tickerTape={<TickerTape />} />,
    // Errors in the layout itself: the fallback alone.
    errorElement: <RouteErrorView />,
    HydrateFallback: PageLoading,
    children: [
      {
        // Errors in a screen: the fallback inside the layout, so the menus still work.
        errorElement: <RouteErrorView />,
        children: [...featureRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
