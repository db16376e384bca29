import { CardElement } from '@stripe/react-stripe-js';
import type { PaymentMethodCreateParams, Stripe, StripeElements } from '@stripe/stripe-js';
import { ShownError } from '../api/billing-errors.js';
import type { SubscriptionCreation } from '../api/billing-types.js';

/**
 * Turns the card the user typed into a Stripe payment method and returns its id. A card Stripe
 * refuses ends the attempt with Stripe's own message (spec §5: shown as given).
 */
export async function createCardPaymentMethod(
  stripe: Stripe,
  elements: StripeElements,
  billingDetails: PaymentMethodCreateParams.BillingDetails = {},
): Promise<string> {
  const card = elements.getElement(CardElement);
  if (!card) throw new ShownError('Card entry is not ready yet. Please try again in a moment.');
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billingDetails });
  if (error || !paymentMethod) throw new ShownError(error?.message ?? 'Your card could not be used. Please check the details.');
  return paymentMethod.id;
}

/**
 * Spec §4: what happens after the subscription was created. Active or trialing is done; incomplete
 * needs the first payment confirmed with the client secret (3D Secure); anything else is unknown.
 * Resolves when the subscription is in place, throws a ShownError otherwise.
 *
 * A trial answers with a client secret only when the card must still be authenticated for the
 * renewals (a SetupIntent): that is asked for too, but the trial has started whatever the outcome,
 * so a failure is logged and the subscriber can change the card in the billing portal.
 */
export async function settleSubscription(stripe: Stripe, creation: SubscriptionCreation): Promise<void> {
  const status = creation?.subscription?.status;
  const clientSecret = creation?.client_secret;
  if (status === 'active') return;
  if (status === 'trialing') {
    if (!clientSecret) return;
    const { error } = await stripe.confirmCardSetup(clientSecret);
    if (error) console.warn('The card was not authenticated for the renewals.', error.message);
    return;
  }
  if (status === 'incomplete' && clientSecret) {
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) throw new ShownError(`Payment failed: ${error.message ?? error.code ?? 'the card was not confirmed'}`);
    return;
  }
  throw new ShownError('Subscription status is unknown');
}
