import logoNames from 'virtual:company-logo-manifest';
import { apiBaseUrl } from '../../config/env.js';

/** The logos the build found (web/build/company-logo-manifest.plugin.ts), by file name without `.png`. */
const LISTED_LOGOS: ReadonlySet<string> = new Set(logoNames);

/**
 * Spec §2 and §7: a company's logo is `/staticfiles/company_logos/{ticker}.png` on the backend, the ticker in
 * lower case first, then in upper case. The build's manifest says which of the two exist, so the order is kept
 * but decided without asking for a file that is not there (issue 20 §4): none listed, no source.
 */
export function companyLogoSources(symbol: string, listed: ReadonlySet<string> = LISTED_LOGOS): string[] {
  const names = [...new Set([symbol.toLowerCase(), symbol.toUpperCase()])].filter((name) => listed.has(name));
  return names.map((name) => `${apiBaseUrl}/staticfiles/company_logos/${encodeURIComponent(name)}.png`);
}

/** What stands in for a missing logo: the ticker's first two letters or digits ("BRK.B" is "BR"). */
export function tickerInitials(symbol: string): string {
  return symbol
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 2);
}
