/** Spec §3: a country option is a value (the two-letter code the server stores) and a label. */
export interface CountryOption {
  value: string;
  label: string;
}

/** Spec §9: the countries offered, with US as the default. */
export const DEFAULT_COUNTRY = 'US';

export const countryOptionsInEnglish: readonly CountryOption[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'UK', label: 'United Kingdom' },
];

/** The same countries under their own names (for these three they read as in English; Canada also as in French). */
export const countryOptionsInNativeNames: readonly CountryOption[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'UK', label: 'United Kingdom' },
];

/** Whether typing `query` should offer `country`: by code, English name or native name. */
export function countryMatches(country: CountryOption, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  const native = countryOptionsInNativeNames.find((option) => option.value === country.value)?.label ?? '';
  return [country.value, country.label, native].some((name) => name.toLowerCase().includes(wanted));
}
