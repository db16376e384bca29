/** Spec §3 "plan card copy": the /pricing page's two cards. */
export interface PlanCardCopy {
  name: string;
  /** Dollars. */
  price: number;
  duration: string;
  features: readonly string[];
  /** A short note under the price (savings). */
  note?: string;
  /** The server's plan this card subscribes to (spec §3: 5 monthly, 6 yearly), carried to /register. */
  planId: number;
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
  { name: 'Monthly', price: 20, duration: 'per month', features: sharedFeatures, planId: 5 },
  {
    name: 'Yearly',
    price: 199,
    duration: 'per year',
    features: sharedFeatures,
    note: 'Two months free compared with monthly',
    planId: 6,
  },
];
