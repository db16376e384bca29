import { idempotencyMismatch } from './errors.js';
import type { FormValue } from './form-body.js';
import type { StoredResponse } from './state.js';

/**
 * Stripe's idempotency: a POST with an `Idempotency-Key` that was seen before with the same
 * endpoint and parameters gets the first answer again (header `Idempotent-Replayed: true`); with
 * different ones it gets a 400 `idempotency_error`. Keys are scoped to the API key.
 *
 * Like Stripe, only answers from requests that ran are saved: successes and card declines (402),
 * not requests refused for bad parameters or missing objects, so a corrected retry may reuse the key.
 */
export class IdempotencyStore {
  constructor(private readonly responses: Map<string, StoredResponse>) {}

  static fingerprint(method: string, path: string, params: FormValue): string {
    return `${method} ${path} ${canonicalJson(params)}`;
  }

  /** The saved answer to replay, or undefined when the request should run. */
  lookup(apiKey: string, idempotencyKey: string, fingerprint: string): StoredResponse | undefined {
    const stored = this.responses.get(scope(apiKey, idempotencyKey));
    if (!stored) return undefined;
    if (stored.fingerprint !== fingerprint) throw idempotencyMismatch(idempotencyKey);
    return stored;
  }

  save(apiKey: string, idempotencyKey: string, response: StoredResponse): void {
    if (response.status === 200 || response.status === 402) this.responses.set(scope(apiKey, idempotencyKey), response);
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
