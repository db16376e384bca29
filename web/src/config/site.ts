export interface SocialProfile {
  name: string;
  url: string;
  /** SVG path (24×24 view box) of the network's mark. */
  iconPath: string;
}

const socialProfiles: readonly SocialProfile[] = [
  {
    name: 'X',
    url: 'https://x.com/marketcatalysts',
    iconPath:
      'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  },
  {
    name: 'LinkedIn',
    url: 'https://www.linkedin.com/company/marketcatalysts',
    iconPath:
      'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11.25H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.84-2.05 3.78-2.05 4.04 0 4.79 2.66 4.79 6.12V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4z',
  },
  {
    name: 'YouTube',
    url: 'https://www.youtube.com/@marketcatalysts',
    iconPath:
      'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15.1V8.9l5.8 3.1z',
  },
];

/** Names and addresses that appear across many screens, kept in one place. */
export const site = {
  name: 'Market Catalysts',
  /** Slug of the product-named routes (`/{product}-calendar`, `/invest/portfolios/{product}-flagship-stocks`, …). */
  productSlug: 'market-catalysts',
  /** The example company the Companies menu opens (spec §2). */
  exampleCompanySymbol: 'AAPL',
  socialProfiles,
} as const;
