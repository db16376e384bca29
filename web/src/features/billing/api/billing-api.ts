import { api } from '../../../api/api-client.js';
import type {
  CancellationAnswer,
  CartItem,
  CartPaidAnswer,
  Invoice,
  InvoicesAnswer,
  LegacySubscriptionAnswer,
  LegacySubscriptionRequest,
  Plan,
  PlansAnswer,
  RedirectAnswer,
  SubscriptionCreation,
  SubscriptionDetails,
  SubscriptionRequest,
} from './billing-types.js';

/** Spec §7: every billing call the web client makes to the bff. */
export async function fetchPlans(): Promise<Plan[]> {
  const answer = await api.get<PlansAnswer>('/api/get-plans/');
  return answer.plans;
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

export function fetchSubscriptionDetails(): Promise<SubscriptionDetails> {
  return api.get<SubscriptionDetails>('/api/get-subscription-details/');
}

export async function fetchInvoices(): Promise<Invoice[]> {
  const answer = await api.get<InvoicesAnswer>('/api/get-invoices/');
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
