/** The plan an older sign-up is for, as its form shows and pays it. */
export interface ChosenPlan {
  name: string;
  /** Formatted with its period ("$20.00 every 4 weeks"). */
  priceLabel: string;
  /** Null when the server has no Stripe price for it. */
  priceId: string | null;
}

export type ChosenPlanState =
  { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; plan: ChosenPlan };
