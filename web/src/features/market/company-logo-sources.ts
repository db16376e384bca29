import { apiBaseUrl } from '../../config/env.js';

/**
 * Spec §7: a company's logo is `/staticfiles/company_logos/{ticker}.png` on the backend, tried with the
 * ticker in lower case first, then in upper case.
 */
export function companyLogoSources(symbol: string): string[] {
  const candidates = [symbol.toLowerCase(), symbol.toUpperCase()].map(
    (ticker) => `${apiBaseUrl}/staticfiles/company_logos/${encodeURIComponent(ticker)}.png`,
  );
  return [...new Set(candidates)];
}
