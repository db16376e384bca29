/** Spec §1: what every subscription includes, as the pricing copy lists it. */
export const includedFeatures: readonly string[] = [
  'Market Catalyst Calendar',
  'Stock Portfolios',
  'Earnings Calendars',
  'FDA Calendar',
];
