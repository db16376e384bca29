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

/** A trial's card the bank did not confirm: nothing started, nothing charged. */
export const CARD_NOT_CONFIRMED = 'Your bank did not confirm this card, so your free trial has not started';

/**
 * Spec §4: what happens after the subscription was created. Active or trialing is done; incomplete
 * needs the first payment confirmed with the client secret (3D Secure); anything else is unknown.
 * Resolves when the subscription is in place, throws a ShownError otherwise.
 *
 * A trial answers with a client secret only when the bank must still confirm the card (a
 * SetupIntent): until it does, the trial has not started (issue 19 §2), so a failure stays on the
 * form like a failed payment; the profile offers the confirmation again.
 */
export async function settleSubscription(stripe: Stripe, creation: SubscriptionCreation): Promise<void> {
  const status = creation?.subscription?.status;
  const clientSecret = creation?.client_secret;
  if (status === 'active') return;
  if (status === 'trialing') {
    if (!clientSecret) return;
    const { error } = await stripe.confirmCardSetup(clientSecret);
    if (error) throw new ShownError(`${CARD_NOT_CONFIRMED}: ${error.message ?? error.code ?? 'the card was not confirmed'}`);
    return;
  }
  if (status === 'incomplete' && clientSecret) {
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) throw new ShownError(`Payment failed: ${error.message ?? error.code ?? 'the card was not confirmed'}`);
    return;
  }
  throw new ShownError('Subscription status is unknown');
}
