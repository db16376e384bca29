import { describe, expect, it } from '@jest/globals';
import { ApiError, NetworkError } from '../../../api/api-errors.js';
import {
  ShownError,
  combinedRegistrationError,
  firstVariantRegistrationError,
  legacySubscriptionError,
  subscriptionError,
} from './billing-errors.js';

const fullBody = {
  detail: 'Detail.',
  password: ['Password too common.'],
  email: ['Email taken.'],
  username: ['Username taken.'],
  non_field_errors: ['Non-field.'],
  error: 'Top-level error.',
};

/** The body with the first `dropped` keys of the priority order taken out. */
function without(...keys: (keyof typeof fullBody)[]) {
  const body: Record<string, unknown> = { ...fullBody };
  for (const key of keys) delete body[key];
  return new ApiError(400, body);
}

describe('combinedRegistrationError (spec §8 priority)', () => {
  it('takes error, then non_field_errors, username, email, password, detail', () => {
    expect(combinedRegistrationError(without())).toBe('Top-level error.');
    expect(combinedRegistrationError(without('error'))).toBe('Non-field.');
    expect(combinedRegistrationError(without('error', 'non_field_errors'))).toBe('Username taken.');
    expect(combinedRegistrationError(without('error', 'non_field_errors', 'username'))).toBe('Email taken.');
    expect(combinedRegistrationError(without('error', 'non_field_errors', 'username', 'email'))).toBe('Password too common.');
    expect(combinedRegistrationError(without('error', 'non_field_errors', 'username', 'email', 'password'))).toBe('Detail.');
  });

  it('falls back by kind of failure', () => {
    expect(combinedRegistrationError(new ApiError(400, { first_name: ['This field is required.'] }))).toBe(
      'An error occurred during registration.',
    );
    expect(combinedRegistrationError(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'No response from server. Please try again later.',
    );
    expect(combinedRegistrationError(new TypeError('boom'))).toBe('An unexpected error occurred.');
    expect(combinedRegistrationError(new ShownError('Your card was declined.'))).toBe('Your card was declined.');
  });
});

describe('firstVariantRegistrationError', () => {
  it('joins every value of the body with spaces', () => {
    const error = new ApiError(400, {
      username: ['A user with that username already exists.'],
      email: ['Enter a valid email address.'],
    });
    expect(firstVariantRegistrationError(error)).toBe('A user with that username already exists. Enter a valid email address.');
  });

  it('falls back without a readable body, and without an answer', () => {
    expect(firstVariantRegistrationError(new ApiError(500, undefined))).toBe(
      'An error occurred during registration. Please try again.',
    );
    expect(firstVariantRegistrationError(new ApiError(400, {}))).toBe('An error occurred during registration. Please try again.');
    expect(firstVariantRegistrationError(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });
});

describe('subscriptionError', () => {
  it('takes error, then non_field_errors, then detail', () => {
    expect(subscriptionError(new ApiError(400, { detail: 'D.', non_field_errors: ['N.'], error: 'E.' }))).toBe('E.');
    expect(subscriptionError(new ApiError(400, { detail: 'D.', non_field_errors: ['N.'] }))).toBe('N.');
    expect(subscriptionError(new ApiError(401, { detail: 'Invalid token.' }))).toBe('Invalid token.');
    expect(subscriptionError(new NetworkError(new TypeError('Failed to fetch')))).toBe('An error occurred during subscription.');
  });
});

describe('legacySubscriptionError', () => {
  it("shows the server's message, else the generic one", () => {
    expect(legacySubscriptionError(new ApiError(400, { success: false, message: 'Price not found.' }))).toBe('Price not found.');
    expect(legacySubscriptionError(new ApiError(502, 'Bad Gateway'))).toBe('Subscription failed. Please try again.');
  });
});
