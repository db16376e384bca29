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
  /**
   * The page's name in the tab, bookmarks and search results, before " · Market Catalysts"; distinct for every
   * static route. A `:name` in it is replaced by the parameter's value (see `routeMeta`). A screen with data of its
   * own (a company, an article, a calendar's week) refines it on the client.
   */
  title: string;
  /** The meta description and link-preview text (50–160 characters reads best). */
  description: string;
}

/** A page's words for its document head. */
export type PageWords = Pick<SiteRoute, 'title' | 'description'>;

const page = (path: string, text: PageWords): SiteRoute => ({ path, indexed: true, ...text });
/** Guarded screens, steps of a flow, variants and demos: pages, but not for search engines. */
const hidden = (path: string, text: PageWords): SiteRoute => ({ path, indexed: false, ...text });
const withParam = (path: string, param: RouteParam, text: PageWords): SiteRoute => ({ path, indexed: false, param, ...text });
const words = (title: string, description: string): PageWords => ({ title, description });

/** The product's name, after every page title: "Pricing · Market Catalysts". */
export const SITE_NAME = 'Market Catalysts';

/** The not-found view's words (an unknown path, or an unknown slug under a content or portfolio route). */
export const NOT_FOUND_WORDS: PageWords = words(
  'Page not found',
  'This page does not exist or has moved. Market Catalysts has catalyst calendars, portfolios, watch lists and market data.',
);

/** The calendars with a table, a -mosaic and a guarded -old view (spec §2 Calendars; `market-catalysts` is `{product}`). */
const CALENDARS: Record<string, PageWords> = {
  'market-catalysts': words(
    'Market Catalysts Calendar',
    'Every catalyst in one place: earnings, FDA decisions, IPOs, dividends, splits, investor conferences, earnings calls and economic releases.',
  ),
  earnings: words(
    'Earnings Calendar',
    'Quarterly results by day, before the open and after the close, with EPS and revenue estimates, actuals and surprises.',
  ),
  fda: words(
    'FDA Calendar',
    'PDUFA dates, advisory committee meetings and clinical trial readouts for listed biotech and pharma companies.',
  ),
  conferencecall: words(
    'Conference Call Calendar',
    'Earnings conference calls with their dial-in numbers, access codes and webcasts.',
  ),
  economic: words(
    'Economic Calendar',
    'CPI, payrolls, central-bank decisions, GDP, retail sales and PMIs for the US and major economies, with consensus, prior and actual.',
  ),
  conference: words(
    'Conference Calendar',
    'Investor conferences where management teams present, with dates, locations, presenting companies and webcasts.',
  ),
  ipo: words(
    'IPO Calendar',
    'Upcoming and recent listings with their price range, offer price, deal size and lead underwriters.',
  ),
  dividend: words('Dividend Calendar', 'Ex-dividend dates with the amount, yield, frequency, and the record and payable dates.'),
};

const calendarViews = (slug: string, { title, description }: PageWords): SiteRoute[] => [
  page(`/${slug}-calendar`, { title, description }),
  page(`/${slug}-calendar-mosaic`, { title: `${title}, card view`, description }),
  hidden(`/${slug}-calendar-old`, { title: `${title}, classic table`, description }),
];

const GUIDES: Record<string, PageWords> = {
  'catalysts-guide': words(
    'What is a catalyst? A trader’s guide',
    'What moves a stock on a known date, how to find the next catalyst and how to size a trade around it.',
  ),
  'market-catalysts-guide': words(
    'Market catalysts guide',
    'The events that move the whole market (central banks, inflation, jobs, index rebalances) and how to trade the days around them.',
  ),
  'stock-catalysts-guide': words(
    'Stock catalysts guide',
    'Earnings, guidance, FDA decisions, product launches and deals: the company events that reprice a single stock.',
  ),
  'crypto-catalysts-guide': words(
    'Crypto catalysts guide',
    'Token unlocks, network upgrades, ETF decisions and exchange listings: the dated events that move crypto prices.',
  ),
  'earnings-catalysts-guide': words(
    'Earnings catalysts guide',
    'How to read an earnings date, the whisper number, the implied move and the guidance before and after the report.',
  ),
  'fda-catalysts-calendar-guide': words(
    'FDA catalysts guide',
    'PDUFA dates, advisory committees and trial readouts explained: how biotech stocks trade into an FDA decision.',
  ),
  'geopolitical-catalysts-guide': words(
    'Geopolitical catalysts guide',
    'Elections, sanctions, conflicts and trade talks: how geopolitical events reach sectors, currencies and commodities.',
  ),
  'world-event-catalysts-guide': words(
    'World event catalysts guide',
    'Summits, central-bank meetings, holidays and disasters: the world events on the calendar that move global markets.',
  ),
  'ipo-catalysts-guide': words(
    'IPO catalysts guide',
    'Pricing, first trade, quiet-period end and lock-up expiry: the dates that move a newly listed stock.',
  ),
  'dividend-catalysts-guide': words(
    'Dividend catalysts guide',
    'Declaration, ex-dividend, record and payable dates explained, and how a stock trades around each of them.',
  ),
  'stock-split-catalysts-guide': words(
    'Stock split catalysts guide',
    'Forward and reverse splits: the announcement, the ex-date and what a split does and does not change for holders.',
  ),
  'conference-catalysts-guide': words(
    'Conference catalysts guide',
    'Investor days and industry conferences: why management presentations move stocks and how to follow them.',
  ),
  'economic-catalysts-guide': words(
    'Economic catalysts guide',
    'CPI, payrolls, GDP and rate decisions: what each release measures and how markets react to a surprise.',
  ),
  'trading-catalysts-guide': words(
    'Trading catalysts guide',
    'Plan a trade around a dated event: entries before the catalyst, exits after it, and the risk of the gap.',
  ),
  'options-strategies-guide': words(
    'Options strategies for catalysts',
    'Straddles, strangles, spreads and the volatility crush: option strategies for earnings and other scheduled events.',
  ),
};

const SITE_PAGES: Record<string, PageWords> = {
  about: words(
    'About Market Catalysts',
    'Who builds Market Catalysts and why: dated, sourced catalysts for traders who plan around events.',
  ),
  'about-us': words('About us', 'The team and the story behind Market Catalysts, the catalyst calendar for active traders.'),
  team: words('Our team', 'The analysts and engineers who research, check and publish every catalyst on Market Catalysts.'),
  'contact-us': words(
    'Contact Us',
    'Questions about your Market Catalysts subscription, account or data? Send us a message and we will reply by email.',
  ),
  'data-disclaimer': words(
    'Data disclaimer',
    'Where Market Catalysts data comes from, how current it is, and why it is not investment advice.',
  ),
  'privacy-policy': words(
    'Privacy policy',
    'What personal data Market Catalysts keeps, why, for how long, and how to have it deleted.',
  ),
  'terms-of-use': words(
    'Terms of use',
    'The terms of your Market Catalysts account and subscription: billing, cancellation and use of the data.',
  ),
};

const WATCH_LISTS: Record<string, PageWords> = {
  weekly: words('Weekly watch list', 'The stocks with catalysts in the coming week, picked and explained every weekend.'),
  'market-catalysts': words(
    'Market catalysts watch list',
    'The market-wide events of the coming weeks and the stocks most exposed to each of them.',
  ),
  stock: words('Stock watch list', 'Single stocks with a dated catalyst ahead: the setup, the date and what to watch.'),
  crypto: words(
    'Crypto watch list',
    'Coins and tokens with an unlock, upgrade, listing or ruling ahead, and what each could do to the price.',
  ),
};

const MARKET_PAGES: Record<string, PageWords> = {
  '/market-overview': words(
    'Market Overview',
    'Indices, futures, bonds, currencies and commodities on one screen, with the day’s movers.',
  ),
  '/market-data': words('Market Data', 'Quotes and charts for US indices, sectors, rates, currencies and commodities.'),
  '/stock-market': words(
    'Stock Market',
    'US stock indices, sector performance, the most active stocks and the biggest gainers and losers.',
  ),
  '/stock-heatmap': words(
    'Stock Heatmap',
    'S&P 500 stocks sized by market value and coloured by today’s move, grouped by sector.',
  ),
  '/screener': words(
    'Screener',
    'Filter US stocks by price, market value, valuation, dividend yield, performance and technicals.',
  ),
  '/trading': words(
    'Stock Screener',
    'Screen stocks and follow them on live charts, with the technical summary and the day’s news.',
  ),
  '/crypto-heatmap': words(
    'Crypto Heatmap',
    'The largest coins sized by market value and coloured by their move over the last 24 hours.',
  ),
  '/crypto-market': words('Crypto Market', 'Prices, market value, volume and 24-hour change of the largest cryptocurrencies.'),
  '/forex-cross-rate': words(
    'Forex Cross Rates',
    'Live cross rates between the major currencies: USD, EUR, JPY, GBP, CHF, AUD, CAD and NZD.',
  ),
  '/forex-heatmap': words('Forex Heatmap', 'How each major currency moved against the others today, at a glance.'),
};

const SUBSCRIBE = 'Choose a Market Catalysts plan and start the 7-day free trial: every calendar, portfolio and watch list.';
const ACCOUNT = 'Your Market Catalysts account: details, subscription and payment history.';

export const SITE_ROUTES: readonly SiteRoute[] = Object.freeze([
  // Public and account routes
  page(
    '/',
    words(
      'Stock market catalyst calendars for traders',
      'Earnings, FDA decisions, IPOs, dividends, splits and economic releases on one calendar, with curated portfolios and watch lists.',
    ),
  ),
  hidden(
    '/home',
    words(
      'Home',
      'Earnings, FDA decisions, IPOs, dividends, splits and economic releases on one calendar, with curated portfolios and watch lists.',
    ),
  ),
  page('/login', words('Log in', 'Log in to Market Catalysts to see every catalyst calendar, portfolio and watch list.')),
  page(
    '/register',
    words(
      'Create your account',
      'Register and subscribe to Market Catalysts: every catalyst calendar, portfolio and watch list, with a 7-day free trial.',
    ),
  ),
  hidden('/register-old', words('Sign up', 'Create a Market Catalysts account, then choose your plan.')),
  hidden(
    '/forgot-password',
    words('Forgot your password?', 'Enter your email and we send you a link to choose a new Market Catalysts password.'),
  ),
  withParam(
    '/reset-password/:uid/:token',
    'any',
    words('Choose a new password', 'Set a new password for your Market Catalysts account.'),
  ),
  hidden(
    '/thank-you',
    words(
      'Thank you for subscribing',
      'Your Market Catalysts subscription is processed and the premium calendars are open to you.',
    ),
  ),
  page(
    '/pricing',
    words(
      'Pricing',
      'Market Catalysts plans, monthly or yearly, with a 7-day free trial: every catalyst calendar, portfolio and watch list.',
    ),
  ),
  hidden(
    '/restricted',
    words(
      'Subscribers only',
      'This page is for Market Catalysts members: sign in, or sign up to see every calendar and portfolio.',
    ),
  ),
  hidden('/cart', words('Your cart', 'Review your Market Catalysts subscription before you pay.')),
  hidden('/subscribe', words('Subscribe', SUBSCRIBE)),
  hidden('/subscribe/payment', words('Subscription payment', 'Pay for your Market Catalysts plan by card.')),
  hidden('/payment', words('Card payment', 'Pay for your Market Catalysts order by card.')),
  hidden('/success', words('Payment successful', 'Your payment to Market Catalysts went through.')),
  hidden('/confirmation', words('Subscription confirmed', 'Your Market Catalysts subscription is now active.')),
  hidden(
    '/payment-failed',
    words('Payment failed', 'Your payment to Market Catalysts did not go through; you can try again with another card.'),
  ),
  hidden(
    '/error',
    words('Something went wrong', 'Market Catalysts could not finish what you asked; contact support if it happens again.'),
  ),
  hidden('/subscription', words('Subscription plans', SUBSCRIBE)),
  hidden('/subscription-status', words('Subscription status', 'The current status of your Market Catalysts subscription.')),
  hidden(
    '/cancel-subscription',
    words(
      'Cancel your subscription',
      'Cancel your Market Catalysts subscription; you keep access until the end of the paid period.',
    ),
  ),
  hidden('/profile', words('Your profile', ACCOUNT)),
  hidden('/analysis', words('Analysis', 'Subscriber analysis of upcoming catalysts and the stocks they move.')),
  hidden(
    '/my-catalysts',
    words(
      'My catalysts',
      'The catalysts of your own watch lists, their tickers, and a private calendar feed for your calendar app.',
    ),
  ),
  hidden(
    '/my-catalysts/lists',
    words(
      'My lists',
      'Create, rename, reorder and delete your watch lists; paste or upload tickers, or start from a portfolio; set their alerts.',
    ),
  ),
  hidden(
    '/my-catalysts/alerts',
    words('Alerts', 'Word within minutes when a catalyst of your watch lists moves, is confirmed or changes.'),
  ),
  page(
    '/calendar',
    words(
      'Catalyst month view',
      'A month of market catalysts at a glance: earnings, FDA decisions, IPOs, dividends and economic releases by day.',
    ),
  ),
  page(
    '/strapi-data',
    words('Content Index', 'Every guide, article, watch-list post and page Market Catalysts publishes, newest first.'),
  ),
  hidden(
    '/stock-site',
    words('Stock Market Dashboard', 'US indices, futures, the S&P 500 heatmap and the stock screeners on one dashboard.'),
  ),
  hidden('/pricingtableapi', words('Plans', SUBSCRIBE)),
  hidden('/pricingtableapi2', words('Plans and prices', SUBSCRIBE)),
  hidden('/registerapi', words('Register for your plan', SUBSCRIBE)),
  hidden('/registerapi2', words('Register and subscribe', SUBSCRIBE)),
  hidden(
    '/tradingviewcompany',
    words('Company Research', 'The top-ranked US companies by market value, with the financials of each one you pick.'),
  ),
  hidden('/logos', words('Company logos', 'Company logos as they appear on Market Catalysts calendars and portfolios.')),
  // Calendars
  page(
    '/stock-market-catalyst-calendars-home',
    words(
      'Stock Market Catalyst Calendars',
      'Earnings, FDA, IPO, dividend, split, conference, conference-call and economic calendars: this week at a glance.',
    ),
  ),
  hidden(
    '/catalyst-calendar',
    words('Catalyst calendar', 'Every upcoming catalyst for subscribers, by day, with filters by type, sector and importance.'),
  ),
  ...Object.entries(CALENDARS).flatMap(([slug, calendar]) => calendarViews(slug, calendar)),
  page(
    '/splits-calendar',
    words(
      'Stock Splits Calendar',
      'Forward and reverse stock splits with their ratio and the ex, record and distribution dates.',
    ),
  ),
  page(
    '/splits-calendar-mosaic',
    words(
      'Stock Splits Calendar, card view',
      'Forward and reverse stock splits with their ratio and the ex, record and distribution dates.',
    ),
  ),
  page(
    '/conference-calendar-view',
    words(
      'Investor Conference Agenda',
      'Investor conferences where management teams present, with dates, locations, presenting companies and webcasts.',
    ),
  ),
  // Market
  withParam(
    '/company/:ticker',
    'any',
    words(
      ':ticker catalysts and quote',
      'Upcoming earnings, dividends and other catalysts for :ticker, with its live quote, chart and company profile.',
    ),
  ),
  ...Object.entries(MARKET_PAGES).map(([path, market]) => page(path, market)),
  // Portfolios
  page(
    '/invest/portfolios',
    words(
      'Stock Portfolios',
      'The Market Catalysts Flagship 110 and 11 sector portfolios of US stocks, with delayed quotes and the next catalyst of each.',
    ),
  ),
  withParam(
    '/invest/portfolios/:slug',
    'portfolio',
    words('Portfolio', 'A curated Market Catalysts portfolio: holdings, weights and each stock’s next catalyst.'),
  ),
  // Content
  page(
    '/resources',
    words(
      'Resources',
      'Market Catalysts guides to every kind of catalyst, with the catalyst calendars and stock portfolios they refer to.',
    ),
  ),
  ...Object.entries(GUIDES).map(([slug, guide]) => page(`/${slug}`, guide)),
  ...Object.entries(SITE_PAGES).map(([slug, sitePage]) => page(`/${slug}`, sitePage)),
  page(
    '/articles',
    words(
      'Articles',
      'Market Catalysts articles on trading around earnings, FDA decisions, Fed meetings, IPOs, splits and dividends, newest first.',
    ),
  ),
  hidden(
    '/articles-old',
    words('Article Archive', 'Every Market Catalysts article in one compact list: date, title and author, newest first.'),
  ),
  withParam('/articles/:slug', 'article', words('Article', 'A Market Catalysts article on upcoming market catalysts.')),
  page('/watch-lists', words('Watch lists', 'Weekly, stock, crypto and market-wide watch lists: what to watch and when.')),
  ...Object.entries(WATCH_LISTS).map(([list, watchList]) => page(`/${list}-watch-list`, watchList)),
  ...Object.entries(WATCH_LISTS).map(([list, { title, description }]) =>
    withParam(`/${list}-watch-list/:slug`, 'watch-list-post', { title: `${title} post`, description }),
  ),
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

/** A page's document head: its words and its canonical site path. */
export interface PageHead extends PageWords {
  /** The canonical path: the route's own spelling (`/Pricing/` is `/pricing`), a ticker in capitals. */
  path: string;
}

/** The head of a path's page: its route's words, with each `:name` replaced by the parameter's value; the not-found view's for no route. */
export function routeMeta(pathname: string): PageHead {
  const match = matchSiteRoute(pathname);
  if (!match) return { ...NOT_FOUND_WORDS, path: normalizePath(pathname) };
  // Tickers are matched in any case but always written in capitals (`/company/aapl` is AAPL's page).
  const value = (name: string) => (name === 'ticker' ? match.params[name]?.toUpperCase() : match.params[name]);
  const fill = (text: string, encode: (value: string) => string = (same) => same) =>
    text.replace(/:(\w+)/g, (token, name: string) => {
      const filled = value(name);
      return filled === undefined ? token : encode(filled);
    });
  return {
    title: fill(match.route.title),
    description: fill(match.route.description),
    path: fill(match.route.path, encodeURIComponent),
  };
}

/** `Pricing · Market Catalysts`: what the tab, bookmarks and search results show. */
export function documentTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}
