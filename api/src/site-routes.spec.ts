import { documentTitle, matchSiteRoute, NOT_FOUND_WORDS, routeMeta, SITE_ROUTES } from './site-routes.js';

const pathOf = (pathname: string) => matchSiteRoute(pathname)?.route.path;

describe('SITE_ROUTES', () => {
  it('lists each pattern once', () => {
    const paths = SITE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has every route of spec §2 Portfolios and Content', () => {
    for (const path of [
      '/invest/portfolios',
      '/resources',
      '/catalysts-guide',
      '/market-catalysts-guide',
      '/options-strategies-guide',
      '/about',
      '/about-us',
      '/articles',
      '/articles-old',
      '/watch-lists',
      '/weekly-watch-list',
      '/market-catalysts-watch-list',
      '/stock-watch-list',
      '/crypto-watch-list',
      '/contact-us',
      '/data-disclaimer',
      '/privacy-policy',
      '/team',
      '/terms-of-use',
      '/strapi-data',
    ])
      expect(pathOf(path)).toBe(path);
  });

  it('indexes no guarded screen, no step of a flow and no pattern', () => {
    const indexed = SITE_ROUTES.filter((route) => route.indexed).map((route) => route.path);
    for (const path of ['/profile', '/analysis', '/catalyst-calendar', '/earnings-calendar-old', '/success', '/payment'])
      expect(indexed).not.toContain(path);
    expect(indexed.filter((path) => path.includes(':'))).toEqual([]);
  });
});

describe('page titles and descriptions', () => {
  it('gives every route a title and a description a search result can show whole', () => {
    for (const route of SITE_ROUTES) {
      expect(route.title.trim()).not.toBe('');
      expect(route.description.length).toBeGreaterThanOrEqual(40);
      expect(route.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('names no two static routes (nor the not-found view) alike', () => {
    const titles = [
      ...SITE_ROUTES.filter((route) => !route.param).map((route) => route.title.toLowerCase()),
      NOT_FOUND_WORDS.title.toLowerCase(),
    ];
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('fills a pattern’s parameters into its words, a ticker in capitals', () => {
    expect(routeMeta('/company/aapl')).toEqual({
      title: 'AAPL catalysts and quote',
      description: 'Upcoming earnings, dividends and other catalysts for AAPL, with its live quote, chart and company profile.',
      path: '/company/AAPL',
    });
    expect(routeMeta('/Pricing/')).toMatchObject({ title: 'Pricing', path: '/pricing' });
  });

  it('names a path that is no route "Page not found"', () => {
    expect(documentTitle(routeMeta('/no-such-page').title)).toBe('Page not found · Market Catalysts');
  });
});

describe('matchSiteRoute', () => {
  it('matches static routes, ignoring case and a trailing slash', () => {
    expect(pathOf('/pricing')).toBe('/pricing');
    expect(pathOf('/Pricing/')).toBe('/pricing');
    expect(pathOf('/')).toBe('/');
  });

  it('prefers a static route to a pattern of the same length', () => {
    expect(pathOf('/subscribe/payment')).toBe('/subscribe/payment');
    expect(matchSiteRoute('/invest/portfolios/technology-stocks')).toMatchObject({
      route: { path: '/invest/portfolios/:slug', indexed: false, param: 'portfolio' },
      params: { slug: 'technology-stocks' },
    });
  });

  it('gives the decoded parameters of a pattern', () => {
    expect(matchSiteRoute('/company/BRK%2EB')?.params).toEqual({ ticker: 'BRK.B' });
    expect(matchSiteRoute('/weekly-watch-list/week-of-2026-11-23')).toMatchObject({
      route: { param: 'watch-list-post' },
      params: { slug: 'week-of-2026-11-23' },
    });
  });

  it('matches nothing for a path that is no screen', () => {
    for (const path of ['/no-such-page', '/articles/a/b', '/company/%E0%A4%A', '/invest'])
      expect(matchSiteRoute(path)).toBeUndefined();
  });
});
