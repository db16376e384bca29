import { describe, expect, it } from '@jest/globals';
import { ApiError, NetworkError } from './api-errors.js';
import { firstFieldError, serverDetail } from './error-messages.js';

describe('error messages', () => {
  it('reads DRF detail', () => {
    expect(serverDetail(new ApiError(400, { detail: 'Invalid token.' }))).toBe('Invalid token.');
  });

  it('reads the first message of the first listed field present', () => {
    const error = new ApiError(400, { token: ['Invalid token for given user.'], uid: ['Invalid user id.'] });
    expect(firstFieldError(error, ['new_password', 'token', 'uid'])).toBe('Invalid token for given user.');
  });

  it('finds nothing in errors without a body', () => {
    expect(serverDetail(new NetworkError(new TypeError('Failed to fetch')))).toBeUndefined();
    expect(firstFieldError(new ApiError(500, 'Bad Gateway'), ['detail'])).toBeUndefined();
  });
});
