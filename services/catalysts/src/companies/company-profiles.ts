import type { CompanyProfile } from '../catalysts/company-profile.js';
import { MAX_PROFILE_SYMBOLS, type CalendarSource } from '../provider/calendar-provider.client.js';
import { parseCompanyProfile } from './company-profile.parser.js';

/**
 * The provider's profiles of `tickers`, asked for 50 at a time, one request after another (a sync
 * is not in a hurry, the provider's rate limit is). Symbols the provider does not know are absent.
 */
export async function fetchCompanyProfiles(
  source: CalendarSource,
  tickers: readonly string[],
  afterEachRequest: () => Promise<void> = async () => undefined,
): Promise<CompanyProfile[]> {
  const wanted = new Set(tickers);
  const profiles: CompanyProfile[] = [];
  for (let start = 0; start < tickers.length; start += MAX_PROFILE_SYMBOLS) {
    const batch = tickers.slice(start, start + MAX_PROFILE_SYMBOLS);
    const rows = await source.companyProfiles(batch);
    profiles.push(...rows.map((row, index) => parseCompanyProfile(row, `company profile ${start + index}`)));
    await afterEachRequest();
  }
  return profiles.filter((profile) => wanted.has(profile.ticker));
}
