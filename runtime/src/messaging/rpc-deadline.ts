import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The instant (Unix milliseconds) after which the caller of a request no longer waits for its
 * reply: set by RpcClient from its timeout, read by every service before it handles a request.
 * A request that waited in a restarting or overloaded replica past it is dropped unhandled: its
 * caller has already answered 503, so doing the work would only write what the user was told did
 * not happen (a registration answered "unavailable" but stored) and delay the requests behind it.
 * The services of one deployment share a clock within milliseconds (NTP), far inside the 1.5 s
 * deadlines; a request without the header (a caller of the previous release) is always handled.
 * A request that arrives in time can still wait long inside the service (for the password hasher's
 * threads, a pooled connection): a handler calls `throwIfPastDeadline()` before a write its caller
 * must not find done after being told it was not.
 */
export const RPC_DEADLINE_HEADER = 'mc-deadline';

export const deadlineAfter = (timeoutMs: number, now = Date.now()): string => String(now + timeoutMs);

/** True when the request carries a deadline that has passed. */
export function pastDeadline(header: string | undefined, now = Date.now()): boolean {
  if (!header) return false;
  const deadline = Number(header);
  return Number.isFinite(deadline) && now > deadline;
}

const deadlines = new AsyncLocalStorage<number>();

/** Runs a request's handler with its deadline (from the header) known to `throwIfPastDeadline`. */
export function withDeadline<T>(header: string | undefined, work: () => T): T {
  const deadline = Number(header);
  return header && Number.isFinite(deadline) ? deadlines.run(deadline, work) : work();
}

/** Thrown where a request's work stops because its caller has stopped waiting: nobody reads its reply. */
export class DeadlinePassedError extends Error {
  override readonly name = 'DeadlinePassedError';
}

/** Throws DeadlinePassedError when the request being handled carries a deadline that has passed. */
export function throwIfPastDeadline(now = Date.now()): void {
  const deadline = deadlines.getStore();
  if (deadline !== undefined && now > deadline) {
    throw new DeadlinePassedError(`the caller stopped waiting ${now - deadline} ms ago`);
  }
}
