import { ApiError, NetworkError } from '../../../api/api-errors.js';
import { firstFieldError } from '../../../api/error-messages.js';

/** A failure whose message is already what the user should read (a card error from Stripe, a missing token, …). */
export class ShownError extends Error {
  override readonly name = 'ShownError';
}

/** Spec §8, register (combined form): the first message found, in this order of fields. */
const COMBINED_REGISTRATION_FIELDS = ['error', 'non_field_errors', 'username', 'email', 'password', 'detail'];

export function combinedRegistrationError(error: unknown): string {
  if (error instanceof ShownError) return error.message;
  if (error instanceof ApiError) {
    return firstFieldError(error, COMBINED_REGISTRATION_FIELDS) ?? 'An error occurred during registration.';
  }
  if (error instanceof NetworkError) return 'No response from server. Please try again later.';
  return 'An unexpected error occurred.';
}

/** Spec §8, register (first variant): every value of the error body, joined with spaces. */
export function firstVariantRegistrationError(error: unknown): string {
  if (!(error instanceof ApiError)) return 'An unexpected error occurred. Please try again later.';
  const { body } = error;
  const values = typeof body === 'object' && body !== null ? Object.values(body).flat(Infinity) : [];
  const messages = values.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  return messages.length > 0 ? messages.join(' ') : 'An error occurred during registration. Please try again.';
}

/** Spec §8, subscribe: error, non_field_errors, detail. */
export function subscriptionError(error: unknown): string {
  if (error instanceof ShownError) return error.message;
  return firstFieldError(error, ['error', 'non_field_errors', 'detail']) ?? 'An error occurred during subscription.';
}

export const LEGACY_SUBSCRIPTION_FAILED = 'Subscription failed. Please try again.';

/** Spec §8, older sign-up: the server's message. */
export function legacySubscriptionError(error: unknown): string {
  if (error instanceof ShownError) return error.message;
  return firstFieldError(error, ['message', 'error', 'detail']) ?? LEGACY_SUBSCRIPTION_FAILED;
}
