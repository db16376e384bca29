import type { GicsSectorName } from '@mc/proto/gics-sectors';

// The Global Industry Classification Standard as it stands since its March 2023 revision: its 11 sectors (the
// one list lives in proto/src/market/gics-sectors.ts), and the industries our company universe uses, each in exactly
// one sector. A company names its industry; its sector follows, so it can never sit in another sector's industry.

/** A sector as the provider names it (`Information Technology`). */
export type GicsSector = GicsSectorName;

interface Industry {
  name: string;
  sector: GicsSector;
}

const industry = (name: string, sector: GicsSector): Industry => ({ name, sector });

export const GICS_INDUSTRIES = {
  'energy-equipment': industry('Energy Equipment & Services', 'Energy'),
  'oil-gas': industry('Oil, Gas & Consumable Fuels', 'Energy'),
  chemicals: industry('Chemicals', 'Materials'),
  'construction-materials': industry('Construction Materials', 'Materials'),
  'containers-packaging': industry('Containers & Packaging', 'Materials'),
  'metals-mining': industry('Metals & Mining', 'Materials'),
  'aerospace-defense': industry('Aerospace & Defense', 'Industrials'),
  'building-products': industry('Building Products', 'Industrials'),
  'construction-engineering': industry('Construction & Engineering', 'Industrials'),
  'electrical-equipment': industry('Electrical Equipment', 'Industrials'),
  'industrial-conglomerates': industry('Industrial Conglomerates', 'Industrials'),
  machinery: industry('Machinery', 'Industrials'),
  'trading-distributors': industry('Trading Companies & Distributors', 'Industrials'),
  'commercial-services': industry('Commercial Services & Supplies', 'Industrials'),
  'professional-services': industry('Professional Services', 'Industrials'),
  'air-freight-logistics': industry('Air Freight & Logistics', 'Industrials'),
  'passenger-airlines': industry('Passenger Airlines', 'Industrials'),
  'ground-transportation': industry('Ground Transportation', 'Industrials'),
  'automobile-components': industry('Automobile Components', 'Consumer Discretionary'),
  automobiles: industry('Automobiles', 'Consumer Discretionary'),
  'household-durables': industry('Household Durables', 'Consumer Discretionary'),
  'leisure-products': industry('Leisure Products', 'Consumer Discretionary'),
  'textiles-apparel': industry('Textiles, Apparel & Luxury Goods', 'Consumer Discretionary'),
  'hotels-restaurants': industry('Hotels, Restaurants & Leisure', 'Consumer Discretionary'),
  distributors: industry('Distributors', 'Consumer Discretionary'),
  'broadline-retail': industry('Broadline Retail', 'Consumer Discretionary'),
  'specialty-retail': industry('Specialty Retail', 'Consumer Discretionary'),
  'staples-retail': industry('Consumer Staples Distribution & Retail', 'Consumer Staples'),
  beverages: industry('Beverages', 'Consumer Staples'),
  'food-products': industry('Food Products', 'Consumer Staples'),
  tobacco: industry('Tobacco', 'Consumer Staples'),
  'household-products': industry('Household Products', 'Consumer Staples'),
  'personal-care': industry('Personal Care Products', 'Consumer Staples'),
  'health-care-equipment': industry('Health Care Equipment & Supplies', 'Health Care'),
  'health-care-providers': industry('Health Care Providers & Services', 'Health Care'),
  'health-care-technology': industry('Health Care Technology', 'Health Care'),
  biotechnology: industry('Biotechnology', 'Health Care'),
  pharmaceuticals: industry('Pharmaceuticals', 'Health Care'),
  'life-sciences-tools': industry('Life Sciences Tools & Services', 'Health Care'),
  banks: industry('Banks', 'Financials'),
  'financial-services': industry('Financial Services', 'Financials'),
  'consumer-finance': industry('Consumer Finance', 'Financials'),
  'capital-markets': industry('Capital Markets', 'Financials'),
  insurance: industry('Insurance', 'Financials'),
  'it-services': industry('IT Services', 'Information Technology'),
  software: industry('Software', 'Information Technology'),
  'comm-equipment': industry('Communications Equipment', 'Information Technology'),
  hardware: industry('Technology Hardware, Storage & Peripherals', 'Information Technology'),
  'electronic-equipment': industry('Electronic Equipment, Instruments & Components', 'Information Technology'),
  semis: industry('Semiconductors & Semiconductor Equipment', 'Information Technology'),
  'diversified-telecom': industry('Diversified Telecommunication Services', 'Communication Services'),
  'wireless-telecom': industry('Wireless Telecommunication Services', 'Communication Services'),
  media: industry('Media', 'Communication Services'),
  entertainment: industry('Entertainment', 'Communication Services'),
  'interactive-media': industry('Interactive Media & Services', 'Communication Services'),
  'electric-utilities': industry('Electric Utilities', 'Utilities'),
  'gas-utilities': industry('Gas Utilities', 'Utilities'),
  'multi-utilities': industry('Multi-Utilities', 'Utilities'),
  'water-utilities': industry('Water Utilities', 'Utilities'),
  'independent-power': industry('Independent Power and Renewable Electricity Producers', 'Utilities'),
  'health-care-reits': industry('Health Care REITs', 'Real Estate'),
  'hotel-resort-reits': industry('Hotel & Resort REITs', 'Real Estate'),
  'industrial-reits': industry('Industrial REITs', 'Real Estate'),
  'office-reits': industry('Office REITs', 'Real Estate'),
  'residential-reits': industry('Residential REITs', 'Real Estate'),
  'retail-reits': industry('Retail REITs', 'Real Estate'),
  'specialized-reits': industry('Specialized REITs', 'Real Estate'),
  'real-estate-management': industry('Real Estate Management & Development', 'Real Estate'),
} as const satisfies Record<string, Industry>;

export type IndustryKey = keyof typeof GICS_INDUSTRIES;
