import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { matchSiteRoute } from '@mc/api/site-routes';
import { appRoutes } from '../../routes.js';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { FLAGSHIP_PORTFOLIO_PATH } from '../ticker/flagship-promo.js';

/** The route the app shows for a path: the deepest match's pattern (`*` is the not-found view). */
function screenPattern(path: string): string | undefined {
  return matchRoutes(appRoutes, path)?.at(-1)?.route.path;
}

/** Every in-app link of the header menus, the secondary header and the footer, as the home page draws them. */
async function layoutLinks(): Promise<string[]> {
  installFakeFetch();
  renderApp('/');
  const regions = [
    await screen.findByRole('banner'),
    screen.getByRole('navigation', { name: 'Sections' }),
    screen.getByRole('contentinfo'),
  ];
  const hrefs = regions.flatMap((region) => Array.from(region.querySelectorAll('a'), (link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

describe('links of the layout', () => {
  it('lead from the home page to built screens, never to the not-found view', async () => {
    const links = await layoutLinks();
    // The content and portfolio menus alone hold well over 20 of them.
    expect(links.length).toBeGreaterThan(40);
    const unbuilt = links.filter((href) => {
      const pattern = screenPattern(href);
      return pattern === undefined || pattern === '*';
    });
    expect(unbuilt).toEqual([]);
  });

  it('are routes the bff answers with 200 on a full page load', async () => {
    const links = await layoutLinks();
    expect(links.filter((href) => matchSiteRoute(href) === undefined)).toEqual([]);
  });

  it('include the ticker tape’s link to the flagship portfolio', () => {
    expect(FLAGSHIP_PORTFOLIO_PATH).toBe('/invest/portfolios/market-catalysts-flagship-stocks');
    expect(screenPattern(FLAGSHIP_PORTFOLIO_PATH)).toBe('/invest/portfolios/:slug');
  });
});

describe('content and portfolio routes', () => {
  it.each([
    '/invest/portfolios',
    '/invest/portfolios/technology-stocks',
    '/resources',
    '/catalysts-guide',
    '/market-catalysts-guide',
    '/fda-catalysts-calendar-guide',
    '/options-strategies-guide',
    '/about',
    '/about-us',
    '/team',
    '/contact-us',
    '/data-disclaimer',
    '/privacy-policy',
    '/terms-of-use',
    '/articles',
    '/articles-old',
    '/articles/tax-loss-selling-season',
    '/watch-lists',
    '/weekly-watch-list',
    '/market-catalysts-watch-list/oil-and-opec-sensitive-names',
    '/stock-watch-list',
    '/crypto-watch-list/miners-and-the-thanksgiving-gap',
    '/strapi-data',
  ])('%s is a screen of the app and a route of the bff', (path) => {
    expect(screenPattern(path)).not.toBe('*');
    expect(matchSiteRoute(path)).toBeDefined();
  });
});
