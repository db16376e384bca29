import { GICS_SECTORS, type GicsSectorKey } from '@mc/proto/gics-sectors';

const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

// The GICS names, plus the names other classifications (Morningstar's, which some providers use) give the same sectors.
const BY_NAME = new Map<string, GicsSectorKey>([
  ...GICS_SECTORS.flatMap(({ key, label }) => [[normalize(label), key] as const, [normalize(key), key] as const]),
  ['technology', 'information_technology'],
  ['healthcare', 'health_care'],
  ['financial services', 'financials'],
  ['financial', 'financials'],
  ['consumer cyclical', 'consumer_discretionary'],
  ['consumer defensive', 'consumer_staples'],
  ['basic materials', 'materials'],
  ['telecommunication services', 'communication_services'],
  ['communication', 'communication_services'],
]);

/** The GICS sector key of a provider's sector name, or null when it names none of the 11. */
export function sectorKeyOf(name: string | null): GicsSectorKey | null {
  return name === null ? null : (BY_NAME.get(normalize(name)) ?? null);
}
