import type { GicsSector } from '../universe/gics.js';
import { findCompany } from '../universe/universe.js';

// How much a stock typically moves in a day (one standard deviation of its daily log return): a sector's
// usual level, larger for smaller companies and for biotechnology, whose value hangs on few programmes.
// Levels are round figures in line with long-run realised volatility of US sectors (about 17–32 % a year).

const SECTOR_DAILY: { [S in GicsSector]: number } = {
  Utilities: 0.011,
  'Consumer Staples': 0.011,
  'Real Estate': 0.014,
  Financials: 0.015,
  Industrials: 0.015,
  'Health Care': 0.015,
  Materials: 0.017,
  'Communication Services': 0.018,
  'Consumer Discretionary': 0.019,
  Energy: 0.02,
  'Information Technology': 0.02,
};

/** By the provider's 0–5 importance (size bands): mega caps move least, micro caps most. */
const SIZE_FACTOR = [1.9, 1.7, 1.3, 1.0, 0.9, 0.8];
const BIOTECH_FACTOR = 1.6;

/** Funds: broad index trackers move about 1 % a day, gold less, crypto trusts several times more. */
const FUND_DAILY: Readonly<Record<string, number>> = { GLD: 0.009, IBIT: 0.035, FBTC: 0.035, ETHA: 0.045 };
const INDEX_FUND_DAILY = 0.01;

export function dailyVolatility(symbol: string): number {
  const company = findCompany(symbol);
  if (!company) return FUND_DAILY[symbol] ?? INDEX_FUND_DAILY;
  const biotech = company.industryKey === 'biotechnology' ? BIOTECH_FACTOR : 1;
  return SECTOR_DAILY[company.sector] * SIZE_FACTOR[company.importance] * biotech;
}
