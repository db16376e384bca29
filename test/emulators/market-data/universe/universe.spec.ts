import { GICS_SECTOR_NAMES } from '@mc/proto/gics-sectors';
import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import { COMPANY_ROWS } from './companies.js';
import { GICS_INDUSTRIES } from './gics.js';
import { allCompanies, findCompany, importanceForMarketCap } from './universe.js';

const BILLION = 1_000_000_000;

describe('company universe', () => {
  const companies = allCompanies();

  it('holds about 600 companies, each symbol once', () => {
    expect(companies.length).toBeGreaterThanOrEqual(580);
    expect(new Set(companies.map((company) => company.symbol)).size).toBe(companies.length);
  });

  it('writes symbols as plain tickers and names every company', () => {
    for (const company of companies) {
      expect(company.symbol).toMatch(/^[A-Z]{1,5}$/);
      expect(company.name.trim()).not.toBe('');
      expect(['NYSE', 'NASDAQ', 'BATS']).toContain(company.exchange);
    }
  });

  it('holds every ranked ticker symbol under the same name, and no index tracker', () => {
    for (const { symbol, name } of TICKER_SYMBOLS) expect(findCompany(symbol)?.name).toBe(name);
    for (const { symbol } of INDEX_SYMBOLS) expect(findCompany(symbol)).toBeUndefined();
  });

  it('puts every company in a GICS industry of one of the 11 sectors, at least 20 companies per sector', () => {
    for (const company of companies) {
      expect(GICS_SECTOR_NAMES).toContain(company.sector);
      expect(company.industry).toBe(GICS_INDUSTRIES[company.industryKey].name);
    }
    for (const sector of GICS_SECTOR_NAMES) {
      expect(companies.filter((company) => company.sector === sector).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('classifies well-known companies as GICS does since 2023', () => {
    expect(findCompany('AMZN')?.sector).toBe('Consumer Discretionary');
    expect(findCompany('GOOGL')?.sector).toBe('Communication Services');
    expect(findCompany('V')?.sector).toBe('Financials');
    expect(findCompany('WMT')?.sector).toBe('Consumer Staples');
    expect(findCompany('UBER')?.sector).toBe('Industrials');
    expect(findCompany('PLD')?.industry).toBe('Industrial REITs');
  });

  it('sizes companies plausibly: small caps from $250 million to megacaps under $6 tn, priced $1 to $10,000', () => {
    for (const company of companies) {
      expect(company.marketCap).toBeGreaterThanOrEqual(0.25 * BILLION);
      expect(company.marketCap).toBeLessThanOrEqual(6_000 * BILLION);
      expect(company.referencePrice).toBeGreaterThanOrEqual(1);
      expect(company.referencePrice).toBeLessThanOrEqual(10_000);
      expect(company.referencePrice).toBeCloseTo(company.marketCap / company.sharesOutstanding, 2);
    }
  });

  it('prices the names the tape shows where they trade, not at random levels', () => {
    expect(findCompany('NVDA')!.referencePrice).toBeGreaterThan(100);
    expect(findCompany('AAPL')!.referencePrice).toBeGreaterThan(150);
    expect(findCompany('BKNG')!.referencePrice).toBeGreaterThan(2_000);
    expect(findCompany('F')!.referencePrice).toBeLessThan(30);
  });

  it('keeps dividend yields between 0 and 10 %, with both payers and non-payers', () => {
    for (const company of companies) {
      expect(company.dividendYield).toBeGreaterThanOrEqual(0);
      expect(company.dividendYield).toBeLessThanOrEqual(0.1);
    }
    expect(findCompany('AMZN')?.dividendYield).toBe(0);
    expect(findCompany('KO')?.dividendYield).toBeGreaterThan(0.02);
  });

  it('knows the fiscal years that do not end in December', () => {
    expect(findCompany('AAPL')?.fiscalYearEndMonth).toBe(9);
    expect(findCompany('MSFT')?.fiscalYearEndMonth).toBe(6);
    expect(findCompany('NVDA')?.fiscalYearEndMonth).toBe(1);
    expect(findCompany('JPM')?.fiscalYearEndMonth).toBe(12);
  });

  it('rates importance by size', () => {
    expect(importanceForMarketCap(3_000 * BILLION)).toBe(5);
    expect(importanceForMarketCap(60 * BILLION)).toBe(4);
    expect(importanceForMarketCap(12 * BILLION)).toBe(3);
    expect(importanceForMarketCap(3 * BILLION)).toBe(2);
    expect(importanceForMarketCap(1.5 * BILLION)).toBe(1);
    expect(findCompany('AAPL')?.importance).toBe(5);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(COMPANY_ROWS)).toBe(true);
    expect(Object.isFrozen(companies)).toBe(true);
    expect(Object.isFrozen(companies[0])).toBe(true);
  });
});
