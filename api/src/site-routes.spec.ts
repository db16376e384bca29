import { matchSiteRoute, SITE_ROUTES } from './site-routes.js';

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

describe('matchSiteRoute', () => {
  it('matches static routes, ignoring case and a trailing slash', () => {
    expect(pathOf('/pricing')).toBe('/pricing');
    expect(pathOf('/Pricing/')).toBe('/pricing');
    expect(pathOf('/')).toBe('/');
  });

  it('prefers a static route to a pattern of the same length', () => {
    expect(pathOf('/subscribe/payment')).toBe('/subscribe/payment');
    expect(matchSiteRoute('/invest/portfolios/technology-stocks')).toEqual({
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
