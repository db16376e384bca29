import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { EventRecord } from './records.js';
import { signatureHeader } from './webhook-signature.js';

/** Where events go: the configured URLs (environment) and endpoints created through the API. */
export interface WebhookTarget {
  id: string;
  url: string;
  secret: string;
  /** `['*']` means every event type. */
  enabledEvents: readonly string[];
  disabled?: boolean;
}

export interface DeliveryAttempt {
  event: string;
  type: string;
  endpoint: string;
  url: string;
  attempt: number;
  /** HTTP status, or null when the connection failed. */
  status: number | null;
  error: string | null;
  /** Wall-clock milliseconds. */
  at: number;
  /** True when no further attempt will be made (delivered, or out of attempts). */
  final: boolean;
  /** A second delivery of an event that was also sent on its own (Stripe delivers at least once). */
  duplicate: boolean;
}

/** `any` (Stripe's guarantee: none) or `created`, first attempts in the order the events happened. */
export type WebhookOrder = 'any' | 'created';

export interface WebhookDispatcherOptions {
  /** Delay before the first retry; each later retry waits twice as long. */
  retryMs: number;
  maxAttempts: number;
  requestTimeoutMs?: number;
  /** How first attempts are ordered (default `any`). */
  order?: WebhookOrder;
  /** With `any`: first attempts wait a random 0…this many ms, so events overtake each other (default 50). */
  jitterMs?: number;
  /** The share of events (0…1) delivered twice from the start, as Stripe sometimes does (default 0.1). */
  duplicateRate?: number;
  /** Random numbers in [0, 1); tests pass a seeded one. */
  random?: () => number;
  log?: (line: string) => void;
}

interface Delivery {
  target: WebhookTarget;
  event: EventRecord;
  body: string;
  generation: number;
  duplicate: boolean;
}

const wants = (target: WebhookTarget, type: string) =>
  !target.disabled && (target.enabledEvents.includes('*') || target.enabledEvents.includes(type));

/**
 * At-least-once delivery like Stripe's, which guarantees no order: by default first attempts go
 * out concurrently after a random short wait (so a later event often arrives first), a share of
 * events is delivered twice from the start, and failures (non-2xx, connection errors, timeouts)
 * are retried with exponential backoff without holding back later events. `order: 'created'`
 * keeps first attempts in event order per endpoint, for a receiver being debugged.
 */
export class WebhookDispatcher {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly attempts: DeliveryAttempt[] = [];
  /** Deliveries not yet final, per event id, so `pending_webhooks` can be answered. */
  private readonly pendingByEvent = new Map<string, number>();
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  private closed = false;
  /** Bumped by `reset`: deliveries of an earlier generation stop instead of retrying forgotten events. */
  private generation = 0;

  constructor(
    private readonly targets: () => readonly WebhookTarget[],
    private readonly options: WebhookDispatcherOptions,
  ) {}

  /** Number of endpoints that will receive `type`; Stripe shows it as `pending_webhooks`. */
  countTargets(type: string): number {
    return this.targets().filter((target) => wants(target, type)).length;
  }

  pendingFor(eventId: string): number {
    return this.pendingByEvent.get(eventId) ?? 0;
  }

  dispatch(event: EventRecord): void {
    if (this.closed) return;
    const random = this.options.random ?? Math.random;
    for (const target of this.targets().filter((candidate) => wants(candidate, event.type))) {
      // The body is fixed once: retries (and a duplicate) resend the same bytes, as Stripe does.
      const body = JSON.stringify(event, null, 2);
      this.pendingByEvent.set(event.id, (this.pendingByEvent.get(event.id) ?? 0) + 1);
      const generation = this.generation;
      const copies = random() < (this.options.duplicateRate ?? 0.1) ? [false, true] : [false];
      for (const duplicate of copies) {
        this.inFlight += 1;
        const delivery = { target, event, body, generation, duplicate };
        if ((this.options.order ?? 'any') === 'created') {
          const previous = this.queues.get(target.id) ?? Promise.resolve();
          this.queues.set(
            target.id,
            previous.then(() => this.attempt(delivery, 1)),
          );
        } else {
          this.later(() => void this.attempt(delivery, 1), random() * (this.options.jitterMs ?? 50));
        }
      }
    }
  }

  deliveries(): readonly DeliveryAttempt[] {
    return this.attempts;
  }

  /** Resolves when every delivery has succeeded or run out of attempts, or after `timeoutMs`. */
  async flush(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<boolean>((resolve) => this.idleWaiters.push(() => resolve(true)));
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const drained = await Promise.race([idle, timeout]);
    clearTimeout(timer);
    return drained;
  }

  /** Forgets history and pending retries (control reset); deliveries already sending still finish. */
  reset(): void {
    this.generation += 1;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    this.attempts.length = 0;
    this.pendingByEvent.clear();
    this.queues.clear();
    this.inFlight = 0;
    this.notifyIfIdle();
  }

  close(): void {
    this.closed = true;
    this.reset();
  }

  private later(run: () => void, delayMs: number): void {
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      run();
    }, delayMs);
    this.retryTimers.add(timer);
  }

  private async attempt(delivery: Delivery, attempt: number): Promise<void> {
    const { target, event, body, generation, duplicate } = delivery;
    if (this.closed || generation !== this.generation) return;
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await post(
      target.url,
      body,
      signatureHeader(body, target.secret, timestamp),
      this.options.requestTimeoutMs ?? 10_000,
    );
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    if (generation !== this.generation) return;
    const final = delivered || attempt >= this.options.maxAttempts;
    this.attempts.push({
      event: event.id,
      type: event.type,
      endpoint: target.id,
      url: target.url,
      attempt,
      status: result.status,
      error: result.error,
      at: Date.now(),
      final,
      duplicate,
    });
    if (!delivered) {
      this.options.log?.(
        `webhook ${event.type} ${event.id} to ${target.url}: attempt ${attempt} failed (${result.error ?? result.status})` +
          (final ? ', giving up' : ''),
      );
    }
    if (final) {
      this.settle(event.id, duplicate);
      return;
    }
    this.later(() => void this.attempt(delivery, attempt + 1), this.options.retryMs * 2 ** (attempt - 1));
  }

  /** One delivery is over; an event stops being pending for an endpoint when its own delivery is (not a duplicate). */
  private settle(eventId: string, duplicate: boolean): void {
    if (!duplicate) {
      const remaining = (this.pendingByEvent.get(eventId) ?? 1) - 1;
      if (remaining <= 0) this.pendingByEvent.delete(eventId);
      else this.pendingByEvent.set(eventId, remaining);
    }
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.notifyIfIdle();
  }

  private notifyIfIdle(): void {
    if (this.inFlight > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }
}

function post(
  url: string,
  body: string,
  signature: string,
  timeoutMs: number,
): Promise<{ status: number | null; error: string | null }> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: null, error: `invalid URL ${url}` });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target,
      {
        method: 'POST',
        timeout: timeoutMs,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Cache-Control': 'no-cache',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? null, error: null }));
        response.on('error', (error) => resolve({ status: null, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: null, error: error.message }));
    request.end(body);
  });
}
