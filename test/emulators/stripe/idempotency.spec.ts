import { Clock, DAY } from './clock.js';
import { StripeApiError } from './errors.js';
import { canonicalJson, IdempotencyStore } from './idempotency.js';
import type { StoredResponse } from './state.js';

describe('idempotency', () => {
  const fingerprint = (body: Record<string, string>) => IdempotencyStore.fingerprint('POST', '/v1/customers', body);
  const setUp = () => {
    let now = Date.parse('2026-03-01T12:00:00Z');
    const clock = new Clock(() => now);
    const store = new IdempotencyStore(new Map<string, StoredResponse>(), clock);
    return { store, clock, wait: (seconds: number) => (now += seconds * 1000) };
  };

  it('treats parameters in another order as the same request', () => {
    expect(canonicalJson({ a: '1', b: { d: '4', c: '3' } })).toBe(canonicalJson({ b: { c: '3', d: '4' }, a: '1' }));
  });

  it('replays the first answer for the same key and parameters, whatever its status', () => {
    const { store } = setUp();
    store.save('sk_test_1', 'key-1', { fingerprint: fingerprint({ email: 'a' }), status: 200, body: '{"id":"cus_1"}' });
    store.save('sk_test_1', 'key-2', { fingerprint: fingerprint({ email: 'a' }), status: 404, body: '{"error":{}}' });
    expect(store.lookup('sk_test_1', 'key-1', fingerprint({ email: 'a' }))?.body).toBe('{"id":"cus_1"}');
    expect(store.lookup('sk_test_1', 'key-2', fingerprint({ email: 'a' }))?.status).toBe(404);
    expect(store.lookup('sk_test_2', 'key-1', fingerprint({ email: 'b' }))).toBeUndefined();
  });

  it('refuses the same key with other parameters', () => {
    const { store } = setUp();
    store.save('sk_test_1', 'key-1', { fingerprint: fingerprint({ email: 'a' }), status: 200, body: '{}' });
    expect(() => store.lookup('sk_test_1', 'key-1', fingerprint({ email: 'b' }))).toThrow(StripeApiError);
  });

  it('forgets a key 24 hours after it was used, as Stripe prunes them', () => {
    const { store, wait } = setUp();
    store.save('sk_test_1', 'key-1', { fingerprint: fingerprint({ email: 'a' }), status: 200, body: '{}' });
    wait(DAY - 1);
    expect(store.lookup('sk_test_1', 'key-1', fingerprint({ email: 'a' }))).toBeDefined();
    wait(1);
    // Pruned: the key is free again, even for other parameters.
    expect(store.lookup('sk_test_1', 'key-1', fingerprint({ email: 'b' }))).toBeUndefined();
  });
});
