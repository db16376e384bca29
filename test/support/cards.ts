import { stripeUrl } from './api.js';

/**
 * A card payment method made in the Stripe emulator the way the browser's Stripe.js makes one
 * (form-encoded, with a publishable key); the e2e stack's emulator unless told otherwise.
 */
export async function browserCard(
  number: string,
  { emulatorUrl = stripeUrl(), publishableKey = 'pk_test_emulator' }: { emulatorUrl?: string; publishableKey?: string } = {},
): Promise<string> {
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(new Date().getUTCFullYear() + 3),
    'card[cvc]': '123',
    key: publishableKey,
  });
  const response = await fetch(`${emulatorUrl}/v1/payment_methods`, { method: 'POST', body });
  if (!response.ok) throw new Error(`the Stripe emulator refused card ${number}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A Visa number no other test used. Billing gives a trial once per card, on any account, and other
 * tests pay with 4242…; the emulator treats any other Luhn-valid number as it treats 4242….
 */
export function freshVisaNumber(): string {
  const body = ['4', ...Array.from({ length: 14 }, () => String(Math.floor(Math.random() * 10)))];
  const sum = [...body]
    .reverse()
    .map((digit, index) => (index % 2 === 0 ? Number(digit) * 2 : Number(digit)))
    .reduce((total, value) => total + (value > 9 ? value - 9 : value), 0);
  return [...body, String((10 - (sum % 10)) % 10)].join('');
}
