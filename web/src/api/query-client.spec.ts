import { describe, expect, it } from '@jest/globals';
import { ApiError, NetworkError } from './api-errors.js';
import { MAX_RETRIES, retryBackOffMs, shouldRetry } from './query-client.js';
import { viewerKey } from './viewer-key.js';

describe('the retry rule', () => {
  it.each([400, 401, 403, 404, 429])('never asks again after a %i: the same request gets the same refusal', (status) => {
    expect(shouldRetry(0, new ApiError(status, null))).toBe(false);
  });

  it.each<[string, unknown]>([
    ['no answer', new NetworkError(new TypeError('Failed to fetch'))],
    ['a 500', new ApiError(500, null)],
    ['a 503', new ApiError(503, { detail: 'Service temporarily unavailable.' })],
  ])('asks again after %s, twice at most', (_case, error) => {
    expect(MAX_RETRIES).toBe(2);
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });

  it('does not ask again for an answer that arrived but cannot be used', () => {
    expect(shouldRetry(0, new Error('No listed symbol was quoted'))).toBe(false);
  });

  it('waits 1 s, then 2 s', () => {
    expect([retryBackOffMs(0), retryBackOffMs(1)]).toEqual([1000, 2000]);
  });
});

describe('viewerKey', () => {
  it('names a visitor, and a signed-in user by a fingerprint that is not the token', () => {
    const token = 'a'.repeat(40);
    expect(viewerKey(null)).toBe('visitor');
    expect(viewerKey(token)).toMatch(/^signed-in:[0-9a-f]{8}$/);
    expect(viewerKey(token)).not.toContain(token);
  });

  it('gives two tokens two keys, and one token always the same', () => {
    const first = '0123456789abcdef0123456789abcdef01234567';
    const second = '0123456789abcdef0123456789abcdef01234568';
    expect(viewerKey(first)).not.toBe(viewerKey(second));
    expect(viewerKey(first)).toBe(viewerKey(first));
  });
});
