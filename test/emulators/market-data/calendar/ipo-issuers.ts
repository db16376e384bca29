import type { GicsSector } from '../universe/gics.js';

// Companies coming to market are by nature not in the universe yet, and naming real private companies with
// invented IPO dates would put false claims about them on screen. So issuers are composed from a place-like
// name and a line of business ("Fernhill Therapeutics, Inc.", ticker FHTX): plausible, clearly not listed.

export interface IpoIssuer {
  name: string;
  ticker: string;
  sector: GicsSector;
  description: string;
  spac: boolean;
}

const NAMES: readonly (readonly [string, string])[] = [
  ['Aldermoor', 'AM'],
  ['Bluecrest', 'BC'],
  ['Cedarline', 'CD'],
  ['Driftwood', 'DW'],
  ['Emberlight', 'EL'],
  ['Fernhill', 'FH'],
  ['Glasswing', 'GW'],
  ['Hollowbrook', 'HB'],
  ['Ironvale', 'IV'],
  ['Kestrel Point', 'KP'],
  ['Larkspur', 'LK'],
  ['Marrowstone', 'MW'],
  ['Northgale', 'NG'],
  ['Oakhaven', 'OH'],
  ['Pinecrest', 'PC'],
  ['Quarrystone', 'QS'],
  ['Redfern', 'RF'],
  ['Silverbirch', 'SB'],
  ['Thornbury', 'TB'],
  ['Umberfield', 'UF'],
  ['Valemont', 'VM'],
  ['Westerly', 'WL'],
  ['Yarrowfield', 'YF'],
  ['Zephyrine', 'ZP'],
];

interface Business {
  suffix: string;
  code: string;
  sector: GicsSector;
  description: string;
  spac?: boolean;
}

const BUSINESSES: readonly Business[] = [
  {
    suffix: 'Therapeutics, Inc.',
    code: 'TX',
    sector: 'Health Care',
    description: 'Clinical-stage biotechnology company developing antibody therapies for autoimmune diseases',
  },
  {
    suffix: 'Biosciences, Inc.',
    code: 'BI',
    sector: 'Health Care',
    description: 'Biotechnology company developing gene-editing treatments for rare inherited disorders',
  },
  {
    suffix: 'Medical Corp.',
    code: 'MD',
    sector: 'Health Care',
    description: 'Maker of minimally invasive devices for structural heart procedures',
  },
  {
    suffix: 'Robotics, Inc.',
    code: 'RB',
    sector: 'Industrials',
    description: 'Builder of autonomous mobile robots for warehouse and factory logistics',
  },
  {
    suffix: 'Energy Corp.',
    code: 'EN',
    sector: 'Energy',
    description: 'Independent oil and natural gas producer in the Permian Basin',
  },
  {
    suffix: 'Power Holdings, Inc.',
    code: 'PW',
    sector: 'Utilities',
    description: 'Developer and operator of utility-scale solar and battery storage projects',
  },
  {
    suffix: 'Semiconductor, Inc.',
    code: 'SM',
    sector: 'Information Technology',
    description: 'Fabless designer of networking chips for AI data centers',
  },
  {
    suffix: 'Cloud, Inc.',
    code: 'CL',
    sector: 'Information Technology',
    description: 'Provider of cloud software that automates security compliance for mid-sized companies',
  },
  {
    suffix: 'Data Systems, Inc.',
    code: 'DT',
    sector: 'Information Technology',
    description: 'Data infrastructure software for real-time analytics',
  },
  {
    suffix: 'Payments Holdings, Inc.',
    code: 'PY',
    sector: 'Financials',
    description: 'Payment processing platform for small businesses and independent retailers',
  },
  {
    suffix: 'Bancorp, Inc.',
    code: 'BK',
    sector: 'Financials',
    description: 'Bank holding company for a commercial bank serving the Southeast',
  },
  {
    suffix: 'Brands, Inc.',
    code: 'BR',
    sector: 'Consumer Discretionary',
    description: 'Direct-to-consumer outdoor apparel and footwear brand',
  },
  {
    suffix: 'Foods, Inc.',
    code: 'FD',
    sector: 'Consumer Staples',
    description: 'Producer of packaged snacks and frozen meals sold through grocery chains',
  },
  {
    suffix: 'Logistics, Inc.',
    code: 'LG',
    sector: 'Industrials',
    description: 'Asset-light freight brokerage and last-mile delivery network',
  },
  {
    suffix: 'Materials Corp.',
    code: 'MT',
    sector: 'Materials',
    description: 'Producer of specialty chemicals for battery manufacturing',
  },
  {
    suffix: 'Realty Trust, Inc.',
    code: 'RT',
    sector: 'Real Estate',
    description: 'Real estate investment trust owning industrial and logistics properties',
  },
  {
    suffix: 'Acquisition Corp',
    code: 'AQ',
    sector: 'Financials',
    description: 'Blank-check company formed to merge with a technology business',
    spac: true,
  },
];

/** Every composable issuer; consecutive IPO slots walk through them without repeating for years. */
export const IPO_ISSUERS: readonly IpoIssuer[] = Object.freeze(
  BUSINESSES.flatMap((business) =>
    NAMES.map(([name, code]) => ({
      name: `${name} ${business.suffix}`,
      // SPACs list units first, the unit ticker ending in U.
      ticker: `${code}${business.code}${business.spac ? 'U' : ''}`,
      sector: business.sector,
      description: business.description,
      spac: business.spac === true,
    })),
  ),
);
