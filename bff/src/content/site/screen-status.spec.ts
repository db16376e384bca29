import type { PortfolioCatalog, PublishedPortfolios } from '../portfolios/published-portfolios.js';
import type { PublishedContent, PublishedIndex } from './published-content.js';
import { ScreenStatus } from './screen-status.js';

const energy = { slug: 'energy-stocks' };
const portfolios = { bySlug: new Map([[energy.slug, energy]]) } as unknown as PortfolioCatalog;
const statusWith = (index: PublishedIndex | undefined, catalog: PortfolioCatalog | undefined) =>
  new ScreenStatus(
    { index: async () => index } as unknown as PublishedContent,
    { catalog: async () => catalog } as unknown as PublishedPortfolios,
  );
const status = (index: PublishedIndex | undefined) => statusWith(index, portfolios);
const index: PublishedIndex = {
  items: [],
  paths: new Set(['/articles/trading-the-week-of-a-fed-meeting', '/weekly-watch-list/week-of-2026-11-23']),
  updatedAt: new Map(),
};

describe('ScreenStatus', () => {
  it('answers 200 for the screens of the app, with or without a query', async () => {
    for (const url of ['/', '/pricing?plan=6', '/earnings-calendar', '/company/AAPL', '/reset-password/MQ/abc', '/about'])
      expect(await status(index).of(url)).toBe(200);
  });

  it('answers 404 for a path that is no screen', async () => {
    for (const url of ['/no-such-page', '/articles/a/b', '/invest']) expect(await status(index).of(url)).toBe(404);
  });

  it('checks the slug of a content route against what is published', async () => {
    expect(await status(index).of('/articles/trading-the-week-of-a-fed-meeting')).toBe(200);
    expect(await status(index).of('/Articles/Trading-The-Week-Of-A-Fed-Meeting/')).toBe(200);
    expect(await status(index).of('/articles/no-such-article')).toBe(404);
    expect(await status(index).of('/weekly-watch-list/week-of-2026-11-23')).toBe(200);
    // The same slug under another list is another page.
    expect(await status(index).of('/stock-watch-list/week-of-2026-11-23')).toBe(404);
  });

  it('checks a portfolio slug against the published portfolios', async () => {
    expect(await status(index).of('/invest/portfolios/energy-stocks')).toBe(200);
    expect(await status(index).of('/invest/portfolios/crypto-stocks')).toBe(404);
  });

  it('gives a content route the benefit of the doubt while the content service cannot say', async () => {
    expect(await status(undefined).of('/articles/anything')).toBe(200);
    expect(await statusWith(index, undefined).of('/invest/portfolios/crypto-stocks')).toBe(200);
  });
});
