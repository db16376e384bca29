import type { CompanyProfile } from '../catalysts/company-profile.js';
import { malformed } from '@mc/runtime';
import { ProviderRow } from '../provider/provider-row.js';
import { sectorKeyOf } from './gics-sector.js';

/**
 * One company profile in the provider's fundamentals style: `company` (primarySymbol, standardName,
 * primaryExchange), `assetClassification` (sector, industry) and `shareClass` (marketCap and
 * sharesOutstanding, as decimal strings). See the market-data emulator's README.
 */
export function parseCompanyProfile(raw: unknown, where: string): CompanyProfile {
  const row = new ProviderRow(raw, where);
  const company = row.row('company');
  const classification = row.row('assetClassification');
  const shares = row.row('shareClass');
  const ticker = company?.text('primarySymbol')?.toUpperCase();
  const name = company?.text('standardName');
  if (!ticker || !name) throw malformed(`${where}: a company profile needs company.primarySymbol and company.standardName`);
  return {
    ticker,
    name,
    exchange: company?.text('primaryExchange') ?? null,
    sector: sectorKeyOf(classification?.text('sector') ?? null),
    industry: classification?.text('industry') ?? null,
    marketCap: shares?.decimal('marketCap') ?? null,
    sharesOutstanding: shares?.decimal('sharesOutstanding') ?? null,
  };
}
