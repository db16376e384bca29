import { COMPANY_ROWS, type Exchange } from './companies.js';
import { FISCAL_YEAR_END_MONTH } from './fiscal-years.js';
import { GICS_INDUSTRIES, type GicsSector, type IndustryKey } from './gics.js';

/** One company of the emulated provider's universe, with what the quote model and the calendars derive from it. */
export interface Company {
  symbol: string;
  name: string;
  exchange: Exchange;
  industryKey: IndustryKey;
  industry: string;
  sector: GicsSector;
  /** US dollars. */
  marketCap: number;
  sharesOutstanding: number;
  /** Annual dividend ÷ price, as a fraction (0.025 for 2.5 %); 0 for a company that pays none. */
  dividendYield: number;
  /** Market cap ÷ shares: the level its quoted price swings around. */
  referencePrice: number;
  /** 1 to 12. */
  fiscalYearEndMonth: number;
  /** The provider's 0–5 importance, from size: mega caps 5, down to micro caps 1. */
  importance: number;
}

const MILLION = 1_000_000;

const COMPANIES: readonly Company[] = Object.freeze(
  COMPANY_ROWS.map(([symbol, name, exchange, industryKey, marketCapMillions, sharesMillions, yieldPercent]) => {
    const { name: industry, sector } = GICS_INDUSTRIES[industryKey];
    const marketCap = marketCapMillions * MILLION;
    const sharesOutstanding = Math.round(sharesMillions * MILLION);
    return Object.freeze({
      symbol,
      name,
      exchange,
      industryKey,
      industry,
      sector,
      marketCap,
      sharesOutstanding,
      dividendYield: yieldPercent / 100,
      referencePrice: Math.round((marketCap / sharesOutstanding) * 100) / 100,
      fiscalYearEndMonth: FISCAL_YEAR_END_MONTH.get(symbol) ?? 12,
      importance: importanceForMarketCap(marketCap),
    });
  }),
);

const BY_SYMBOL: ReadonlyMap<string, Company> = new Map(COMPANIES.map((company) => [company.symbol, company]));

export function allCompanies(): readonly Company[] {
  return COMPANIES;
}

export function findCompany(symbol: string): Company | undefined {
  return BY_SYMBOL.get(symbol);
}

/** Size bands as calendar providers use them: importance 5 from $200 bn, 4 from $50 bn, 3 from $10 bn, 2 from $2 bn. */
export function importanceForMarketCap(marketCap: number): number {
  const billions = marketCap / 1_000 / MILLION;
  if (billions >= 200) return 5;
  if (billions >= 50) return 4;
  if (billions >= 10) return 3;
  if (billions >= 2) return 2;
  return 1;
}
