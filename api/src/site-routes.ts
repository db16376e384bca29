// Every screen route of the web app (spec §2), in one place for the bff and the web client: the bff answers
// a path that matches none of them (or an unknown slug under a content route) with status 404 and the
// not-found view, and lists the public ones in /sitemap.xml. Import-free, so both runtimes load it.
//
// To add a screen: register it in the web's `features/<feature>/<feature>-routes.ts` AND add its pattern
// here. A route missing here answers 404 on a full page load even though the app would show it, so the
// web's route tree should be checked against this list by a web test.

/** Which values of a route's `:param` are pages (the bff checks them before it answers 200). */
export type RouteParam =
  /** Any value: the screen decides (a ticker, a reset token). */
  | 'any'
  /** A published article: `/articles/:slug`. */
  | 'article'
  /** A published post of the route's watch list: `/{list}-watch-list/:slug`. */
  | 'watch-list-post'
  /** A portfolio slug: `/invest/portfolios/:slug`. */
  | 'portfolio';

export interface SiteRoute {
  /** React Router pattern: static segments and `:name` segments, no trailing slash (matching ignores case, as the router does). */
  path: string;
  /** Listed in /sitemap.xml: a public page worth finding (not guarded, not a step of a flow, no parameter). */
  indexed: boolean;
  /** How to check the value of the pattern's parameter; absent for a pattern without one. */
  param?: RouteParam;
}

const page = (path: string): SiteRoute => ({ path, indexed: true });
/** Guarded screens, steps of a flow, variants and demos: pages, but not for search engines. */
const hidden = (path: string): SiteRoute => ({ path, indexed: false });
const withParam = (path: string, param: RouteParam): SiteRoute => ({ path, indexed: false, param });

/** The calendars with a table, a -mosaic and a guarded -old view (spec §2 Calendars; `market-catalysts` is `{product}`). */
const CALENDAR_VIEWS = ['market-catalysts', 'earnings', 'fda', 'conferencecall', 'economic', 'conference', 'ipo', 'dividend'];

const GUIDES = [
  'catalysts-guide',
  'market-catalysts-guide',
  'stock-catalysts-guide',
  'crypto-catalysts-guide',
  'earnings-catalysts-guide',
  'fda-catalysts-calendar-guide',
  'geopolitical-catalysts-guide',
  'world-event-catalysts-guide',
  'ipo-catalysts-guide',
  'dividend-catalysts-guide',
  'stock-split-catalysts-guide',
  'conference-catalysts-guide',
  'economic-catalysts-guide',
  'trading-catalysts-guide',
  'options-strategies-guide',
];

const SITE_PAGES = ['about', 'about-us', 'team', 'contact-us', 'data-disclaimer', 'privacy-policy', 'terms-of-use'];

const WATCH_LIST_ROUTES = ['weekly', 'market-catalysts', 'stock', 'crypto'].map((list) => `/${list}-watch-list`);

export const SITE_ROUTES: readonly SiteRoute[] = Object.freeze([
  // Public and account routes
  page('/'),
  hidden('/home'),
  page('/login'),
  page('/register'),
  hidden('/register-old'),
  hidden('/forgot-password'),
  withParam('/reset-password/:uid/:token', 'any'),
  hidden('/thank-you'),
  page('/pricing'),
  hidden('/restricted'),
  hidden('/cart'),
  hidden('/subscribe'),
  hidden('/subscribe/payment'),
  hidden('/payment'),
  hidden('/success'),
  hidden('/confirmation'),
  hidden('/payment-failed'),
  hidden('/error'),
  hidden('/subscription'),
  hidden('/subscription-status'),
  hidden('/cancel-subscription'),
  hidden('/profile'),
  hidden('/analysis'),
  page('/calendar'),
  page('/strapi-data'),
  hidden('/stock-site'),
  hidden('/pricingtableapi'),
  hidden('/pricingtableapi2'),
  hidden('/registerapi'),
  hidden('/registerapi2'),
  hidden('/tradingviewcompany'),
  hidden('/logos'),
  // Calendars
  page('/stock-market-catalyst-calendars-home'),
  hidden('/catalyst-calendar'),
  ...CALENDAR_VIEWS.flatMap((type) => [
    page(`/${type}-calendar`),
    page(`/${type}-calendar-mosaic`),
    hidden(`/${type}-calendar-old`),
  ]),
  page('/splits-calendar'),
  page('/splits-calendar-mosaic'),
  page('/conference-calendar-view'),
  // Market
  withParam('/company/:ticker', 'any'),
  ...[
    '/market-overview',
    '/market-data',
    '/stock-market',
    '/stock-heatmap',
    '/screener',
    '/trading',
    '/crypto-heatmap',
    '/crypto-market',
    '/forex-cross-rate',
    '/forex-heatmap',
  ].map(page),
  // Portfolios
  page('/invest/portfolios'),
  withParam('/invest/portfolios/:slug', 'portfolio'),
  // Content
  page('/resources'),
  ...GUIDES.map((slug) => page(`/${slug}`)),
  ...SITE_PAGES.map((slug) => page(`/${slug}`)),
  page('/articles'),
  hidden('/articles-old'),
  withParam('/articles/:slug', 'article'),
  page('/watch-lists'),
  ...WATCH_LIST_ROUTES.map(page),
  ...WATCH_LIST_ROUTES.map((route) => withParam(`${route}/:slug`, 'watch-list-post')),
]);

export interface RouteMatch {
  route: SiteRoute;
  /** The parameters' values, decoded. */
  params: Record<string, string>;
}

const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The route a path (without query) shows, or undefined when it is no screen of the app. Static routes win over patterns. */
export function matchSiteRoute(pathname: string, routes: readonly SiteRoute[] = SITE_ROUTES): RouteMatch | undefined {
  const segments = normalizePath(pathname).split('/').slice(1);
  let best: RouteMatch | undefined;
  for (const route of routes) {
    const pattern = route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      if (!part.startsWith(':')) return part.toLowerCase() === segments[index].toLowerCase();
      const value = decode(segments[index]);
      if (!value) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (!matches) continue;
    if (!route.param) return { route, params };
    best ??= { route, params };
  }
  return best;
}
