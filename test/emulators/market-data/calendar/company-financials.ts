import type { GicsSector } from '../universe/gics.js';
import type { Company } from '../universe/universe.js';
import { numberBetween, roughlyNormal, type SeedKey } from './seeded.js';

// Plausible quarterly earnings per share and revenue for any company and quarter, from its price and size:
// EPS from a sector-typical price/earnings ratio, revenue from a sector-typical price/sales ratio, both
// growing at a company-specific rate. Pure functions of (company, quarter, seed), so a quarter's actual is
// the same number when it is reported and when it is quoted as the prior-year figure a year later.

/** Quarters are counted by the month index (year × 12 + month − 1) of their last month. */
export const ANCHOR_QUARTER_MONTH = 2026 * 12 + 8;

const PRICE_EARNINGS: Record<GicsSector, readonly [number, number]> = {
  'Information Technology': [22, 45],
  'Communication Services': [15, 30],
  'Consumer Discretionary': [15, 35],
  'Consumer Staples': [16, 26],
  Energy: [9, 16],
  Materials: [12, 24],
  Industrials: [16, 30],
  Financials: [10, 18],
  'Health Care': [14, 28],
  Utilities: [14, 22],
  'Real Estate': [12, 22],
};

const PRICE_SALES: Record<GicsSector, readonly [number, number]> = {
  'Information Technology': [4, 14],
  'Communication Services': [2, 8],
  'Consumer Discretionary': [0.8, 4],
  'Consumer Staples': [0.5, 3],
  Energy: [0.8, 2.5],
  Materials: [1, 4],
  Industrials: [1.5, 5],
  Financials: [2, 6],
  'Health Care': [1, 6],
  Utilities: [2, 4],
  'Real Estate': [6, 14],
};

// Companies that report losses: early-stage automakers and biotechs, and a few others still in the red.
const LOSS_MAKERS = new Set([
  'RIVN',
  'LCID',
  'SNAP',
  'PTON',
  'RKLB',
  'LUMN',
  'CLF',
  'NVAX',
  'RCKT',
  'IOVA',
  'NTLA',
  'BEAM',
  'CRSP',
  'VKTX',
  'CYTK',
  'SMMT',
  'APLS',
  'IMVT',
  'RVMD',
  'CRNX',
  'DNLI',
  'VRDN',
  'VERA',
  'PCVX',
  'XENE',
  'NUVL',
  'BBIO',
  'SRRK',
  'MDGL',
  'ARWR',
  'SRPT',
  'MRNA',
  'BNTX',
  'LEGN',
  'ROIV',
  'CRWV',
  'MP',
  'ASND',
  'RYTM',
]);

export interface QuarterFigures {
  eps: number;
  epsEstimate: number;
  revenue: number;
  revenueEstimate: number;
}

export function isLossMaker(company: Company): boolean {
  return LOSS_MAKERS.has(company.symbol);
}

/** What the company reports for the quarter ending in `quarterMonth`, and what analysts expected. */
export function quarterFigures(company: Company, quarterMonth: number, seed: number): QuarterFigures {
  const key: SeedKey = [seed, company.symbol, 'quarter', quarterMonth];
  const quartersFromAnchor = (quarterMonth - ANCHOR_QUARTER_MONTH) / 3;
  const eps =
    quarterlyEps(company, seed) *
    growth(company, seed, 'eps', quartersFromAnchor) *
    (1 + roughlyNormal(0, 0.06, [...key, 'eps-noise']));
  // Most companies beat a consensus that leans cautious; about a quarter miss.
  const epsSurprise = roughlyNormal(0.04, 0.06, [...key, 'eps-surprise']);
  const revenue =
    quarterlyRevenue(company, seed) *
    growth(company, seed, 'revenue', quartersFromAnchor) *
    (1 + roughlyNormal(0, 0.02, [...key, 'revenue-noise']));
  const revenueSurprise = roughlyNormal(0.01, 0.02, [...key, 'revenue-surprise']);
  return {
    eps: roundTo(eps, 2),
    epsEstimate: roundTo(eps - Math.abs(eps) * epsSurprise, 2),
    revenue: roundTo(revenue, -5),
    revenueEstimate: roundTo(revenue / (1 + revenueSurprise), -5),
  };
}

function quarterlyEps(company: Company, seed: number): number {
  const price = company.referencePrice;
  if (isLossMaker(company)) return -(price * numberBetween(0.04, 0.25, [seed, company.symbol, 'loss'])) / 4;
  const [low, high] = PRICE_EARNINGS[company.sector];
  return price / numberBetween(low, high, [seed, company.symbol, 'pe']) / 4;
}

function quarterlyRevenue(company: Company, seed: number): number {
  const [low, high] = company.industryKey === 'biotechnology' ? [4, 15] : PRICE_SALES[company.sector];
  return company.marketCap / numberBetween(low, high, [seed, company.symbol, 'ps']) / 4;
}

function growth(company: Company, seed: number, what: string, quartersFromAnchor: number): number {
  const yearly = numberBetween(-0.05, 0.22, [seed, company.symbol, 'growth', what]);
  return (1 + yearly) ** (quartersFromAnchor / 4);
}

/** Rounds to `decimals` places (a negative count rounds to tens, hundreds, …). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
