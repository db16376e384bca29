/** Spec §3 "plan card copy": the /pricing page's two cards. */
export interface PlanCardCopy {
  name: string;
  /** Dollars. */
  price: number;
  duration: string;
  features: readonly string[];
  /** A short note under the price (savings). */
  note?: string;
}

const sharedFeatures = [
  'Market Catalyst Calendar',
  'Stock Portfolios',
  'Earnings Calendars',
  'FDA Calendar',
  'IPO, dividend, split and economic calendars',
  'Watch lists and market data',
];

export const planCards: readonly PlanCardCopy[] = [
  { name: 'Monthly', price: 20, duration: 'per month', features: sharedFeatures },
  { name: 'Yearly', price: 199, duration: 'per year', features: sharedFeatures, note: 'Two months free compared with monthly' },
];
