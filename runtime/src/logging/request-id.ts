import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header that names a request: answered by the bff, carried to services in NATS headers. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's id may be: a UUID, a proxy's or load balancer's id (`Root=1-…`); no spaces, quotes or controls. */
const WELL_FORMED = /^[A-Za-z0-9._:=+/-]{1,128}$/;

const requestIds = new AsyncLocalStorage<string | undefined>();

/** The caller's id when it is well formed (one value, at most 128 of `A-Z a-z 0-9 . _ : = + / -`), else undefined. */
export function wellFormedRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : undefined;
}

/** The caller's well-formed id, or a new UUID. */
export function requestIdFor(incoming: unknown): string {
  return wellFormedRequestId(incoming) ?? randomUUID();
}

/**
 * Runs `work` (and everything it starts, awaited or not) as part of request `id`: every log line
 * written meanwhile carries `request_id`, and every NATS request made meanwhile carries the header.
 * `undefined` runs it as part of no request, whatever surrounds the call.
 */
export function withRequestId<T>(id: string | undefined, work: () => T): T {
  return requestIds.run(id, work);
}

/** The id of the request the current code serves, if any. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
