// The 11 sectors of the Global Industry Classification Standard (its March 2023 structure): the one
// list. Their keys travel in contracts (catalysts' `sectors` filter and company sector, a portfolio's
// sector) and in the public API's `sector` parameter; the labels are their names as shown and as the
// provider and content files write them. Import-free, so the web bundle loads it as plain data.

export const GICS_SECTORS = [
  { key: 'communication_services', label: 'Communication Services' },
  { key: 'consumer_discretionary', label: 'Consumer Discretionary' },
  { key: 'consumer_staples', label: 'Consumer Staples' },
  { key: 'energy', label: 'Energy' },
  { key: 'financials', label: 'Financials' },
  { key: 'health_care', label: 'Health Care' },
  { key: 'industrials', label: 'Industrials' },
  { key: 'information_technology', label: 'Information Technology' },
  { key: 'materials', label: 'Materials' },
  { key: 'real_estate', label: 'Real Estate' },
  { key: 'utilities', label: 'Utilities' },
] as const;

export type GicsSectorKey = (typeof GICS_SECTORS)[number]['key'];
export type GicsSectorName = (typeof GICS_SECTORS)[number]['label'];

export const GICS_SECTOR_NAMES: readonly GicsSectorName[] = GICS_SECTORS.map((sector) => sector.label);

/** The sector of a key, or undefined for a word that is no sector key. */
export function gicsSectorByKey(key: string): (typeof GICS_SECTORS)[number] | undefined {
  return GICS_SECTORS.find((sector) => sector.key === key);
}

/** The sector named exactly so (`Information Technology`), or undefined. */
export function gicsSectorByName(name: string): (typeof GICS_SECTORS)[number] | undefined {
  return GICS_SECTORS.find((sector) => sector.label === name);
}
