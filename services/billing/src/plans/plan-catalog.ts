/** The plans of spec §3 and §9. Prices in cents; Stripe bills them on the recurrence given. */
export interface PlanDefinition {
  id: number;
  name: string;
  priceCents: number;
  description: string;
  interval: 'week' | 'month' | 'year';
  intervalCount: number;
  /** Offered by the server's plan list; the others are the static plans older pages show. */
  offered: boolean;
}

export const PLAN_CATALOG: readonly PlanDefinition[] = [
  {
    id: 2,
    name: 'Annual',
    priceCents: 19_900,
    description: 'Access to Catalysts Calendars on an annual basis. Two months free.',
    interval: 'year',
    intervalCount: 1,
    offered: false,
  },
  {
    id: 3,
    name: 'Semiannual',
    priceCents: 11_000,
    description: 'Access to Catalysts Calendars every 6 months.',
    interval: 'month',
    intervalCount: 6,
    offered: false,
  },
  {
    id: 4,
    name: 'Monthly',
    priceCents: 2_000,
    description: 'Access to Catalysts Calendars every 4 weeks.',
    interval: 'week',
    intervalCount: 4,
    offered: false,
  },
  {
    id: 5,
    name: 'Monthly',
    priceCents: 2_000,
    description: 'Access to Catalysts Calendars every month.',
    interval: 'month',
    intervalCount: 1,
    offered: true,
  },
  {
    id: 6,
    name: 'Annual',
    priceCents: 19_900,
    description: 'Access to Catalysts Calendars on an annual basis. Two months free.',
    interval: 'year',
    intervalCount: 1,
    offered: true,
  },
];

/**
 * The Stripe lookup key of a plan's price. It names the terms, so a changed price gets a new
 * key (and a new Stripe price) while subscribers keep the price they signed up for.
 */
export const lookupKeyOf = (plan: PlanDefinition) =>
  `mc_plan_${plan.id}_${plan.priceCents}_usd_${plan.intervalCount}${plan.interval}`;

/** The one Stripe product every plan's price belongs to (a fixed id, so start-up finds it again). */
export const PRODUCT = { id: 'mc_market_catalysts', name: 'Market Catalysts' } as const;
