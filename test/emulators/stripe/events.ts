import type { Clock } from './clock.js';
import { render } from './expand.js';
import type { EventRecord, StripeObject } from './records.js';
import { newId, type EmulatorState } from './state.js';

/** The API request that caused an event; events from the billing clock have none. */
export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

/**
 * Records every state change as a Stripe Event and hands it to the webhook dispatcher. Handlers
 * run synchronously, so the request that caused the events can be held in a field for their
 * duration instead of being threaded through every function.
 */
export class EventLog {
  private currentRequest: RequestInfo | null = null;

  constructor(
    private readonly state: EmulatorState,
    private readonly clock: Clock,
    private readonly apiVersion: string,
    private readonly onEvent: (event: EventRecord) => void,
    private readonly countTargets: (type: string) => number,
  ) {}

  duringRequest<T>(request: RequestInfo, work: () => T): T {
    const outer = this.currentRequest;
    this.currentRequest = request;
    try {
      return work();
    } finally {
      this.currentRequest = outer;
    }
  }

  emit(type: string, object: object, previousAttributes?: StripeObject): EventRecord {
    const event: EventRecord = {
      id: newId('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: this.clock.now(),
      // A snapshot: later changes to the object must not rewrite history.
      data: {
        object: render(object, {}, () => undefined) as StripeObject,
        ...(previousAttributes && Object.keys(previousAttributes).length > 0
          ? { previous_attributes: render(previousAttributes, {}, () => undefined) as StripeObject }
          : {}),
      },
      livemode: false,
      pending_webhooks: this.countTargets(type),
      request: this.currentRequest
        ? { id: this.currentRequest.id, idempotency_key: this.currentRequest.idempotencyKey }
        : { id: null, idempotency_key: null },
      type,
    };
    this.state.events.insert(event);
    this.onEvent(event);
    return event;
  }
}

/** Previous values of the top-level fields that differ between a snapshot and the object now. */
export function diffTopLevel(before: object, after: object): StripeObject {
  const previous: StripeObject = {};
  const earlier = before as StripeObject;
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(earlier[field]) !== JSON.stringify(value)) previous[field] = earlier[field] ?? null;
  }
  return previous;
}
