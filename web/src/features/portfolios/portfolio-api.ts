import { TICKER_SETTINGS } from '../ticker/ticker-settings.js';

export const PORTFOLIOS_INDEX_PATH = '/invest/portfolios';

export const portfolioListUrl = () => '/api/portfolios/';
export const portfolioUrl = (slug: string) => `/api/portfolios/${encodeURIComponent(slug)}/`;

/** Portfolio quotes stay as fresh as the ticker tape's: the same 5-minute refresh. */
export const PORTFOLIO_REFRESH_MS = TICKER_SETTINGS.refreshIntervalMs;

export const portfolioKeys = {
  list: () => ['portfolios'] as const,
  detail: (slug: string) => ['portfolios', slug] as const,
};
