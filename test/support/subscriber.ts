import { until } from '@mc/runtime/testing';
import { api, signedInAccount, stripeUrl } from './api.js';

/** A Visa number no earlier run used: a card that had a trial gets no second one. */
export function freshVisaNumber(): string {
  const digits = ['4', ...Array.from({ length: 14 }, () => String(Math.floor(Math.random() * 10)))];
  const sum = digits
    .reverse()
    .map((digit, index) => (index % 2 === 0 ? Number(digit) * 2 : Number(digit)))
    .reduce((total, value) => total + (value > 9 ? value - 9 : value), 0);
  return [...digits.reverse(), String((10 - (sum % 10)) % 10)].join('');
}

/**
 * Starts a trialing subscription for a signed-in account (a card made in the Stripe emulator, as
 * the browser's Stripe.js stand-in makes it) and returns billing's answer as the bff gave it.
 */
export async function startSubscription(token: string): Promise<{ subscription: { id: string; status: string } }> {
  const card = await fetch(`${stripeUrl()}/v1/payment_methods`, {
    method: 'POST',
    body: new URLSearchParams({
      type: 'card',
      'card[number]': freshVisaNumber(),
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 2),
      'card[cvc]': '123',
      key: 'pk_test_emulator',
    }),
  }).then((response) => response.json() as Promise<{ id: string }>);
  const { body } = await api<{ plans: { id: number; stripe_price_id: string }[] }>('GET', '/api/get-plans/');
  const price = body.plans.find((plan) => plan.id === 5)!.stripe_price_id;
  const created = await api<{ subscription: { id: string; status: string } }>('POST', '/api/create-subscription/', {
    token,
    body: { payment_method_id: card.id, price_id: price },
  });
  if (created.status !== 200) throw new Error(`subscribing failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

/** A signed-in account with a trialing subscription, returned once `isSubscriber(token)` sees the entitlement reach the bff. */
export async function subscriberToken(isSubscriber: (token: string) => Promise<boolean>): Promise<string> {
  const { token } = await signedInAccount();
  await startSubscription(token);
  await until('the subscription to reach the bff', () => isSubscriber(token), 60_000);
  return token;
}
