import { createHash } from 'node:crypto';
import type { Decline } from './state.js';

/**
 * Stripe's test cards, by number. What a card does depends on when it is used:
 * - `declineOnAttach`: Stripe checks a card when it is attached to a customer, so the decline
 *   cards fail there already; 4000000000000341 is the one that attaches and then fails charges.
 * - `authentication`: `first_payment` cards (…3155) ask for 3D Secure until the cardholder has
 *   authenticated once (on-session, or by a SetupIntent), then pay off-session without asking;
 *   `always` cards (…3184) ask every time.
 */
export interface TestCard {
  brand: string;
  funding: 'credit' | 'debit' | 'prepaid';
  country: string;
  decline?: Decline;
  declineOnAttach?: boolean;
  authentication?: 'first_payment' | 'always';
}

export const DECLINES = {
  generic: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  lostCard: { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  expiredCard: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  processingError: {
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
} satisfies Record<string, Decline>;

const visa = { brand: 'visa', funding: 'credit', country: 'US' } as const;

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': visa,
  '4000056655665556': { ...visa, funding: 'debit' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', country: 'US' },
  '378282246310005': { brand: 'amex', funding: 'credit', country: 'US' },
  '6011111111111117': { brand: 'discover', funding: 'credit', country: 'US' },
  '4000002500003155': { ...visa, country: 'IE', authentication: 'first_payment' },
  '4000002760003184': { ...visa, country: 'DE', authentication: 'always' },
  '4000000000000002': { ...visa, decline: DECLINES.generic, declineOnAttach: true },
  '4000000000009995': { ...visa, decline: DECLINES.insufficientFunds, declineOnAttach: true },
  '4000000000009987': { ...visa, decline: DECLINES.lostCard, declineOnAttach: true },
  '4000000000000069': { ...visa, decline: DECLINES.expiredCard, declineOnAttach: true },
  '4000000000000127': { ...visa, decline: DECLINES.incorrectCvc, declineOnAttach: true },
  '4000000000000119': { ...visa, decline: DECLINES.processingError, declineOnAttach: true },
  '4000000000000341': { ...visa, decline: DECLINES.generic },
};

/**
 * Stripe's `pm_card_*` test payment methods, usable server-side wherever a payment method id is
 * accepted by attach (they become a fresh payment method for that card).
 */
export const TEST_PAYMENT_METHOD_TOKENS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** Any other Luhn-valid number behaves like 4242…: a developer typing a familiar number gets a working card. */
export function testCardFor(number: string): TestCard {
  return TEST_CARDS[number] ?? { brand: brandOf(number), funding: 'credit', country: 'US' };
}

/** Deterministic per number, so the billing service can recognise a card that already had a trial. */
export function fingerprintOf(number: string): string {
  const digest = createHash('sha256').update(`stripe-emulator-card:${number}`).digest();
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let fingerprint = '';
  for (let i = 0; i < 16; i++) fingerprint += alphabet[digest[i] % 62];
  return fingerprint;
}

export interface CardInputError {
  code: 'incorrect_number' | 'invalid_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc';
  message: string;
  param: string;
}

/** The checks Stripe makes when a card payment method is created (402 card errors). */
export function validateCardInput(
  input: { number: string; expMonth: number; expYear: number; cvc?: string },
  now: Date,
): CardInputError | null {
  if (!/^\d{12,19}$/.test(input.number) || !luhnValid(input.number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' };
  }
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (year < currentYear || year > currentYear + 50 || (year === currentYear && input.expMonth < currentMonth)) {
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' };
  }
  if (input.cvc !== undefined && !/^\d{3,4}$/.test(input.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  return null;
}
