import { StripeApiError } from './errors.js';
import { canonicalJson, IdempotencyStore } from './idempotency.js';
import type { StoredResponse } from './state.js';

describe('idempotency', () => {
  const fingerprint = (body: Record<string, string>) => IdempotencyStore.fingerprint('POST', '/v1/customers', body);

  it('treats parameters in another order as the same request', () => {
    expect(canonicalJson({ a: '1', b: { d: '4', c: '3' } })).toBe(canonicalJson({ b: { c: '3', d: '4' }, a: '1' }));
  });

  it('replays the first answer for the same key and parameters', () => {
    const store = new IdempotencyStore(new Map<string, StoredResponse>());
    store.save('sk_test_1', 'key-1', { fingerprint: fingerprint({ email: 'a' }), status: 200, body: '{"id":"cus_1"}' });
    expect(store.lookup('sk_test_1', 'key-1', fingerprint({ email: 'a' }))?.body).toBe('{"id":"cus_1"}');
    expect(store.lookup('sk_test_2', 'key-1', fingerprint({ email: 'b' }))).toBeUndefined();
  });

  it('refuses the same key with other parameters', () => {
    const store = new IdempotencyStore(new Map<string, StoredResponse>());
    store.save('sk_test_1', 'key-1', { fingerprint: fingerprint({ email: 'a' }), status: 200, body: '{}' });
    expect(() => store.lookup('sk_test_1', 'key-1', fingerprint({ email: 'b' }))).toThrow(StripeApiError);
  });

  it('does not keep answers to refused requests, so a corrected retry can reuse the key', () => {
    const store = new IdempotencyStore(new Map<string, StoredResponse>());
    store.save('sk_test_1', 'key-1', { fingerprint: fingerprint({ email: 'a' }), status: 400, body: '{}' });
    expect(store.lookup('sk_test_1', 'key-1', fingerprint({ email: 'b' }))).toBeUndefined();
  });
});
