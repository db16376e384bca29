import { api } from '../../../api/api-client.js';
import type {
  CancellationAnswer,
  CartItem,
  CartPaidAnswer,
  Invoice,
  InvoicesAnswer,
  LegacySubscriptionAnswer,
  LegacySubscriptionRequest,
  RedirectAnswer,
  SubscriptionCreation,
  PendingConfirmationAnswer,
  SubscriptionDetails,
  SubscriptionRequest,
  TrialEligibilityAnswer,
  TrialEligibilityRequest,
} from './billing-types.js';

/**
 * Billing's query keys (who is signed in goes in front, see `useBffQuery`). Everything under
 * `subscription` changes when the user subscribes or cancels.
 */
export const billingKeys = {
  plans: () => ['billing', 'plans'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  subscriptionStatus: () => ['billing', 'subscription', 'status'] as const,
  subscriptionOverview: () => ['billing', 'subscription', 'overview'] as const,
  subscriptionDetails: () => ['billing', 'subscription', 'details'] as const,
  trialEligibility: (paymentMethodId: string | null, priceId: string | undefined) =>
    ['billing', 'trial-eligibility', paymentMethodId, priceId] as const,
};

/** Spec §7: every billing call the web client makes to the bff. */
export const PLANS_PATH = '/api/get-plans/';
export const SUBSCRIPTION_STATUS_PATH = '/api/subscription-status/';

/** Issue 19 §1: asked as soon as Stripe.js made the payment method, before anything is charged. */
export function checkTrialEligibility(request: TrialEligibilityRequest, signal?: AbortSignal): Promise<TrialEligibilityAnswer> {
  return api.post<TrialEligibilityAnswer>('/api/trial-eligibility/', request, { signal });
}

export function createSubscription(request: SubscriptionRequest): Promise<SubscriptionCreation> {
  return api.post<SubscriptionCreation>('/api/create-subscription/', request);
}

export function createLegacySubscription(request: LegacySubscriptionRequest): Promise<LegacySubscriptionAnswer> {
  return api.post<LegacySubscriptionAnswer>('/subscribe/', request);
}

/** Keeps the subscription id on the user (older sign-up). */
export function storeSubscriptionOnUser(userId: number | string, subscriptionId: string): Promise<unknown> {
  return api.request(`/auth/users/${encodeURIComponent(String(userId))}`, {
    method: 'PUT',
    body: { stripe_subscription_id: subscriptionId },
  });
}

export function fetchSubscriptionDetails(signal?: AbortSignal): Promise<SubscriptionDetails> {
  return api.get<SubscriptionDetails>('/api/get-subscription-details/', { signal });
}

/** Issue 19 §2: the secret that resumes the bank's confirmation (404 when nothing waits). */
export function fetchPendingConfirmation(): Promise<PendingConfirmationAnswer> {
  return api.get<PendingConfirmationAnswer>('/api/subscription-confirmation/');
}

export async function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  const answer = await api.get<InvoicesAnswer>('/api/get-invoices/', { signal });
  return answer.invoices;
}

export function cancelSubscription(): Promise<CancellationAnswer> {
  return api.post<CancellationAnswer>('/api/cancel-subscription/');
}

export function createPortalSession(): Promise<RedirectAnswer> {
  return api.post<RedirectAnswer>('/api/create-portal-session/');
}

/** The card checkout form: pays the cart with the payment method. */
export function payCart(paymentMethodId: string, cartItems: CartItem[]): Promise<CartPaidAnswer> {
  return api.post<CartPaidAnswer>('/create-checkout-session/', { paymentMethodId, cartItems });
}

/** The cart: a hosted checkout session to send the browser to. */
export function startHostedCheckout(cartItems: CartItem[]): Promise<RedirectAnswer> {
  return api.post<RedirectAnswer>('/create-checkout-session/', { cartItems });
}
