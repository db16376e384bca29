import type { Clock } from './clock.js';
import { DAY } from './clock.js';
import { idempotencyMismatch } from './errors.js';
import type { FormValue } from './form-body.js';
import type { StoredResponse } from './state.js';

/** Stripe prunes keys once they are at least 24 hours old; the emulator at exactly 24 hours, on its clock. */
export const IDEMPOTENCY_KEY_LIFETIME = DAY;
/** How many saves between two sweeps of expired keys (a look-up also drops the expired key it finds). */
const SWEEP_EVERY = 1_000;

/**
 * Stripe's idempotency: a POST with an `Idempotency-Key` that was seen before with the same
 * endpoint and parameters gets the first answer again (header `Idempotent-Replayed: true`); with
 * different ones it gets a 400 `idempotency_error`. Keys are scoped to the API key and forgotten
 * after 24 hours (then the same key runs the request again).
 *
 * Like Stripe, the answer of every request whose endpoint began executing is kept, whatever its
 * status (200, a card's 402, a 404 for a missing object, a 500); not that of a request refused
 * before it ran (bad parameters, a bad key, an unknown URL), so a corrected retry may reuse the key.
 */
export class IdempotencyStore {
  private saves = 0;

  constructor(
    private readonly responses: Map<string, StoredResponse>,
    private readonly clock: Clock,
  ) {}

  static fingerprint(method: string, path: string, params: FormValue): string {
    return `${method} ${path} ${canonicalJson(params)}`;
  }

  /** The saved answer to replay, or undefined when the request should run. */
  lookup(apiKey: string, idempotencyKey: string, fingerprint: string): StoredResponse | undefined {
    const scoped = scope(apiKey, idempotencyKey);
    const stored = this.responses.get(scoped);
    if (!stored) return undefined;
    if (this.expired(stored)) {
      this.responses.delete(scoped);
      return undefined;
    }
    if (stored.fingerprint !== fingerprint) throw idempotencyMismatch(idempotencyKey);
    return stored;
  }

  /** Keeps the answer of a request that ran. */
  save(apiKey: string, idempotencyKey: string, response: Omit<StoredResponse, 'savedAt'>): void {
    this.responses.set(scope(apiKey, idempotencyKey), { ...response, savedAt: this.clock.now() });
    if (++this.saves % SWEEP_EVERY === 0) {
      for (const [key, stored] of this.responses) if (this.expired(stored)) this.responses.delete(key);
    }
  }

  private expired(stored: StoredResponse): boolean {
    return this.clock.now() - stored.savedAt >= IDEMPOTENCY_KEY_LIFETIME;
  }
}

const scope = (apiKey: string, idempotencyKey: string) => `${apiKey}\u0000${idempotencyKey}`;

/** JSON with object keys sorted, so `a=1&b=2` and `b=2&a=1` are the same request. */
export function canonicalJson(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
}
