// The billing endpoints' answers (spec §7) as the bff sends them and the web reads them.
// Types only, import-free. Amounts are dollars as decimal text with two places ("20.00");
// dates are ISO calendar dates ("2025-03-14"); a field with nothing to show is `null`.

/** `GET /api/get-plans/`: the plans the server offers, in id order. */
export interface Plan {
  id: number;
  name: string;
  price: string;
  description: string;
  stripe_price_id: string;
}

export interface PlansAnswer {
  plans: Plan[];
}

/**
 * `POST /api/trial-eligibility/ {payment_method_id, price_id}`: asked once Stripe.js made the
 * payment method, before subscribing, so the form can say what today costs (issue 19 §1).
 */
export interface TrialEligibilityAnswer {
  eligible: boolean;
  /** 7 with a trial, else 0. */
  trial_days: number;
  /** The day the trial would end; null without one. */
  trial_end: string | null;
  /** What subscribing now charges today: "0.00" with a trial. */
  amount_today: string;
  /** ISO code, lower case: "usd". */
  currency: string;
  /** Why there is no trial: the card had one (on any account), or the account did; null with a trial. */
  reason: 'card' | 'account' | null;
  /** What the plan charges after the trial, or today without one. */
  plan_amount: string;
}

/**
 * `POST /api/create-subscription/ {payment_method_id, price_id, promotion_code?, charge_now_confirmed?}`.
 * Without a trial, and without `charge_now_confirmed: true`, the answer is a 400 `{error}` and
 * nothing is created or charged.
 */
export interface SubscriptionCreation {
  subscription: {
    id: string;
    /** Stripe's status: trialing, active, or incomplete when the card needs authentication. */
    status: string;
  };
  /** For `incomplete`: the first invoice's payment secret, for Stripe.js to confirm. */
  client_secret: string | null;
}

/** `POST /subscribe/` of the older sign-up; a refusal is `{success: false, message}`. */
export interface LegacySubscriptionAnswer {
  success: true;
  message: string;
  stripeSubscriptionId: string;
}

/** `GET /api/get-subscription-details/`; without a subscription the answer is a 404 `{error}`. */
export interface SubscriptionDetails {
  plan_name: string;
  plan_price: string;
  discount_amount: string;
  coupon: string | null;
  amount_due: string;
  next_invoice_amount: string | null;
  next_discount_amount: string | null;
  next_coupon: string | null;
  status: string;
  start_date: string;
  next_payment: string | null;
  /** The card as the customer knows it, e.g. "visa •••• 4242". */
  payment_method: string | null;
  payments_completed: number;
  last_payment: string | null;
  previous_payment_date: string | null;
  cancel_at_period_end: boolean;
  /** When the current period (a trial included) ends: the next payment, or with cancel_at_period_end the day access ends. */
  current_period_end: string;
  /** While a failed renewal is still owed (past_due, unpaid): the day the card was tried (issue 19 §4). */
  payment_failed_on: string | null;
  error: null;
}

export interface Invoice {
  id: string;
  date: string;
  amount_due: string;
  status: string;
}

/** `GET /api/get-invoices/`: newest first. */
export interface InvoicesAnswer {
  invoices: Invoice[];
}

/**
 * `GET /api/subscription-confirmation/`: while the bank still has to confirm the card (3-D Secure),
 * the secret Stripe.js resumes it with; a 404 `{error}` when nothing waits (issue 19 §2).
 */
export interface PendingConfirmationAnswer {
  client_secret: string;
  /** "payment": confirmCardPayment (the first charge); "setup": confirmCardSetup (a trial's card). */
  intent: 'payment' | 'setup';
  status: string;
}

/** `GET /api/subscription-status/`: Stripe's status of the subscription that decides access, or "none". */
export interface SubscriptionStatusAnswer {
  subscription_status: string;
}

/** `POST /api/cancel-subscription/`; a refusal is `{error}`. */
export interface CancellationAnswer {
  message: string;
}

/** `POST /api/create-portal-session/` and `POST /create-checkout-session/` with a cart only: where to send the browser. */
export interface RedirectAnswer {
  url: string;
}

/** `POST /create-checkout-session/` with a payment method: the cart is paid. */
export interface CartPaidAnswer {
  success: true;
}

/** `GET /api/client-config/`: what the browser needs to reach Stripe (spec §3 "Configuration"). */
export interface ClientConfig {
  stripe_publishable_key: string;
  /** Where Stripe.js is served: js.stripe.com in production, the Stripe emulator's `/v3/` locally and in tests. */
  stripe_js_url: string;
  pricing_table_id: string | null;
  customer_portal_url: string | null;
}

/** The billing endpoints' refusal (the older sign-up's is `LegacySubscriptionRefusal`). */
export interface BillingRefusal {
  error: string;
}

export interface LegacySubscriptionRefusal {
  success: false;
  message: string;
}
