/** The usual market-cap classes, as `market_cap_min`/`market_cap_max` pairs (US dollars, both included). */
export interface MarketCapBand {
  id: string;
  label: string;
  min: number | null;
  max: number | null;
}

const BILLION = 1_000_000_000;
const MILLION = 1_000_000;

export const MARKET_CAP_BANDS: readonly MarketCapBand[] = [
  { id: 'mega', label: 'Mega cap ($200B and up)', min: 200 * BILLION, max: null },
  { id: 'large', label: 'Large cap ($10B – $200B)', min: 10 * BILLION, max: 200 * BILLION - 1 },
  { id: 'mid', label: 'Mid cap ($2B – $10B)', min: 2 * BILLION, max: 10 * BILLION - 1 },
  { id: 'small', label: 'Small cap ($300M – $2B)', min: 300 * MILLION, max: 2 * BILLION - 1 },
  { id: 'micro', label: 'Micro cap (under $300M)', min: null, max: 300 * MILLION - 1 },
];

/** The band a min/max pair is; 'any' when neither is set, 'custom' for a pair no band has (a hand-made link). */
export function bandOf(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'any';
  return MARKET_CAP_BANDS.find((band) => band.min === min && band.max === max)?.id ?? 'custom';
}
