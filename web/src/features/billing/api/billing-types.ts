/** A plan as GET /api/get-plans/ lists it; `price` is in dollars. */
export interface Plan {
  id: number;
  name: string;
  price: number | string;
  description?: string | null;
  stripe_price_id?: string | null;
}

export interface PlansAnswer {
  plans: Plan[];
}

/** POST /api/create-subscription/ */
export interface SubscriptionRequest {
  payment_method_id: string;
  price_id: string;
  promotion_code: string;
}

export interface SubscriptionCreation {
  subscription: { id: string; status: string };
  /** The first invoice's payment secret, for the extra authentication of an `incomplete` subscription. */
  client_secret?: string | null;
}

/** POST /subscribe/ (the older sign-up) */
export interface LegacySubscriptionRequest {
  paymentMethodId: string;
  priceId: string;
  userId: number | string;
}

export interface LegacySubscriptionAnswer {
  success?: boolean;
  message?: string;
  stripeSubscriptionId?: string;
}

type Amount = number | string | null;
type BillingDate = number | string | null;

/** GET /api/get-subscription-details/: amounts in dollars; `error` when there is no subscription. */
export interface SubscriptionDetails {
  plan_name?: string | null;
  plan_price?: Amount;
  discount_amount?: Amount;
  coupon?: string | null;
  amount_due?: Amount;
  next_invoice_amount?: Amount;
  next_discount_amount?: Amount;
  next_coupon?: string | null;
  status?: string | null;
  start_date?: BillingDate;
  next_payment?: BillingDate;
  payment_method?: string | { brand?: string; last4?: string } | null;
  payments_completed?: number | null;
  last_payment?: Amount;
  previous_payment_date?: BillingDate;
  cancel_at_period_end?: boolean;
  error?: string;
}

export interface Invoice {
  id: string;
  date: BillingDate;
  amount_due: Amount;
  status: string;
}

/** GET /api/get-invoices/ answers `{ invoices }`; a bare list is accepted too. */
export type InvoicesAnswer = { invoices: Invoice[] } | Invoice[];

export interface CartItem {
  /** The plan the item sells. */
  id: number;
  name: string;
  /** Cents (spec §3: 2000). */
  price: number;
  description: string;
}
