/** Spec §3/§9: the fixed plans of the /pricingtableapi variant (their Stripe prices come from the server's plan list). */
export interface StaticPlan {
  id: number;
  name: string;
  /** Dollars. */
  price: number;
  /** How often it is billed, shown after the price. */
  period: string;
  description: string;
  /** A short selling point under the description, when the plan has one. */
  highlight?: string;
}

export const staticPlans: readonly StaticPlan[] = [
  {
    id: 4,
    name: 'Monthly',
    price: 20,
    period: 'every 4 weeks',
    description: 'Access to Catalysts Calendars every 4 weeks.',
  },
  {
    id: 3,
    name: 'Semiannual',
    price: 110,
    period: 'every 6 months',
    description: 'Access to Catalysts Calendars every 6 months.',
  },
  {
    id: 2,
    name: 'Annual',
    price: 199,
    period: 'per year',
    description: 'Access to Catalysts Calendars on an annual basis.',
    highlight: 'Two months free',
  },
];
