import { site } from '../config/site.js';

/** A link to one of the product's screens. */
export interface SiteLink {
  label: string;
  to: string;
}

/** The product's screens grouped by area (spec §2), shared by the menus, the footer and the analysis hub. */
export const calendarLinks: SiteLink[] = [
  { label: 'All Catalyst Calendars', to: '/stock-market-catalyst-calendars-home' },
  { label: 'Earnings Calendar', to: '/earnings-calendar' },
  { label: 'FDA Calendar', to: '/fda-calendar' },
  { label: 'IPO Calendar', to: '/ipo-calendar' },
  { label: 'Dividend Calendar', to: '/dividend-calendar' },
  { label: 'Stock Splits Calendar', to: '/splits-calendar' },
  { label: 'Conference Calendar', to: '/conference-calendar' },
  { label: 'Conference Call Calendar', to: '/conferencecall-calendar' },
  { label: 'Economic Calendar', to: '/economic-calendar' },
  { label: 'Market Catalysts Calendar', to: `/${site.productSlug}-calendar` },
  { label: 'Month View', to: '/calendar' },
  { label: 'Conference Agenda', to: '/conference-calendar-view' },
];

export const portfolioLinks: SiteLink[] = [
  { label: 'All Portfolios', to: '/invest/portfolios' },
  { label: 'Flagship 110 Portfolio', to: `/invest/portfolios/${site.productSlug}-flagship-stocks` },
  { label: 'Technology', to: '/invest/portfolios/technology-stocks' },
  { label: 'Financials', to: '/invest/portfolios/financials-stocks' },
  { label: 'Biopharma & Healthcare', to: '/invest/portfolios/biopharma-healthcare-stocks' },
  { label: 'Consumer Discretionary', to: '/invest/portfolios/consumer-discretionary-stocks' },
  { label: 'Industrials', to: '/invest/portfolios/industrials-stocks' },
  { label: 'Communication Services', to: '/invest/portfolios/communication-services-stocks' },
  { label: 'Consumer Staples', to: '/invest/portfolios/consumer-staples-stocks' },
  { label: 'Energy', to: '/invest/portfolios/energy-stocks' },
  { label: 'Materials', to: '/invest/portfolios/materials-stocks' },
  { label: 'Real Estate', to: '/invest/portfolios/real-estate-stocks' },
  { label: 'Utilities', to: '/invest/portfolios/utilities-stocks' },
];

export const marketLinks: SiteLink[] = [
  { label: 'Market Overview', to: '/market-overview' },
  { label: 'Market Data', to: '/market-data' },
  { label: 'Stock Market', to: '/stock-market' },
  { label: 'Stock Heatmap', to: '/stock-heatmap' },
  { label: 'Screener', to: '/screener' },
  { label: 'Stock Screener', to: '/trading' },
  { label: 'Crypto Heatmap', to: '/crypto-heatmap' },
  { label: 'Crypto Market', to: '/crypto-market' },
  { label: 'Forex Cross Rates', to: '/forex-cross-rate' },
  { label: 'Forex Heatmap', to: '/forex-heatmap' },
];

export const companyLinks: SiteLink[] = [
  { label: `${site.exampleCompanySymbol} Company Overview`, to: `/company/${site.exampleCompanySymbol}` },
];

export const resourceLinks: SiteLink[] = [
  { label: 'Resources', to: '/resources' },
  { label: 'Articles', to: '/articles' },
  { label: 'Watch Lists', to: '/watch-lists' },
  { label: 'Weekly Watch List', to: '/weekly-watch-list' },
  { label: 'Catalysts Guide', to: '/catalysts-guide' },
  { label: 'Trading Catalysts Guide', to: '/trading-catalysts-guide' },
  { label: 'Options Strategies Guide', to: '/options-strategies-guide' },
];

export const companyInfoLinks: SiteLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Team', to: '/team' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact Us', to: '/contact-us' },
];

export const legalLinks: SiteLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Use', to: '/terms-of-use' },
  { label: 'Data Disclaimer', to: '/data-disclaimer' },
];
