// The bff's answers come from `@mc/api`, the one place the bff builds them from; this file adds
// only what the web sends.
export type {
  BillingRefusal,
  CancellationAnswer,
  CartPaidAnswer,
  Invoice,
  InvoicesAnswer,
  PendingConfirmationAnswer,
  LegacySubscriptionAnswer,
  Plan,
  PlansAnswer,
  RedirectAnswer,
  SubscriptionCreation,
  SubscriptionDetails,
  SubscriptionStatusAnswer,
  TrialEligibilityAnswer,
} from '@mc/api';

/** POST /api/create-subscription/ */
export interface SubscriptionRequest {
  payment_method_id: string;
  price_id: string;
  promotion_code: string;
  /** Sent when the form showed that today is charged (no trial for this card or account). */
  charge_now_confirmed: boolean;
}

/** POST /api/trial-eligibility/ */
export interface TrialEligibilityRequest {
  payment_method_id: string;
  price_id: string;
}

/** POST /subscribe/ (the older sign-up) */
export interface LegacySubscriptionRequest {
  paymentMethodId: string;
  priceId: string;
  userId: number | string;
  chargeNowConfirmed: boolean;
}

export interface CartItem {
  /** The plan the item sells. */
  id: number;
  name: string;
  /** Cents (spec §3: 2000). */
  price: number;
  description: string;
}
