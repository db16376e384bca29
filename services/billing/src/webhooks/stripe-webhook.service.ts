import { Injectable, Logger } from '@nestjs/common';
import { Counter } from 'prom-client';
import type Stripe from 'stripe';
import { refreshKeysOf } from '../refresh/refresh-keys.js';
import { RefreshQueue } from '../refresh/refresh-queue.js';
import { RefreshWorker } from '../refresh/refresh.worker.js';
import { eventTypeOf, isStripeId, unusableReason } from './webhook-event.js';

const webhookEvents = new Counter({
  name: 'billing_webhook_events_total',
  help: 'Stripe webhook deliveries, by event type and outcome (applied, duplicate, ignored, unusable, failed, refused)',
  labelNames: ['type', 'outcome'],
});

/**
 * What became of a verified delivery: `applied` (recorded, its objects queued for a re-read),
 * `duplicate` (recorded before), `ignored` (a type billing does not use), `unusable` (signed but
 * malformed: recorded and acknowledged, Stripe must not retry it).
 */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unusable';

/**
 * A delivery whose signature was refused (`type` is `unverified`: nothing in it can be trusted).
 * Counted next to the verified ones so that refusals with no verified event (a rotated
 * STRIPE_WEBHOOK_SECRET) show.
 */
export function countRefusedDelivery(): void {
  webhookEvents.inc({ type: 'unverified', outcome: 'refused' });
}

/**
 * What a verified delivery does: one statement that records the event's id (a redelivery finds it
 * and changes nothing) and marks the objects it names as changed; then the answer, at
 * once, as Stripe asks. Reading those objects again from Stripe and storing them is the refresh
 * worker's (one read per object for a burst of events about it, in whatever order they came).
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly queue: RefreshQueue,
    private readonly worker: RefreshWorker,
  ) {}

  /**
   * A failure while recording (the database away) is counted `failed`, logged and thrown: the
   * delivery is answered 500 and Stripe delivers it again later (for up to three days).
   */
  async apply(event: Stripe.Event): Promise<WebhookOutcome> {
    try {
      return await this.recordOutcome(event);
    } catch (error) {
      const type = eventTypeOf(event);
      const id = (event as { id?: unknown } | null)?.id;
      webhookEvents.inc({ type, outcome: 'failed' });
      this.logger.error(
        `could not apply webhook event ${isStripeId(id) ? id : 'without id'} of type ${type}, Stripe will deliver it again: ${(error as Error).message}`,
      );
      throw error;
    }
  }

  private async recordOutcome(event: Stripe.Event): Promise<WebhookOutcome> {
    const unusable = unusableReason(event);
    if (unusable) return this.acknowledgeUnusable(event, unusable);
    const keys = refreshKeysOf(event);
    // Endpoints may be subscribed to more than billing uses; acknowledging them stops Stripe's retries.
    const outcome = keys.length === 0 ? 'ignored' : await this.record(event, keys);
    if (outcome === 'applied') this.worker.kick();
    webhookEvents.inc({ type: event.type, outcome });
    return outcome;
  }

  /**
   * A signed event that cannot be applied would fail the same way on each of Stripe's retries (three
   * days of them): it is recorded (when it has an id to record), counted, logged and acknowledged.
   */
  private async acknowledgeUnusable(event: unknown, reason: string): Promise<WebhookOutcome> {
    const type = eventTypeOf(event);
    const id = (event as { id?: unknown } | null)?.id;
    if (isStripeId(id)) await this.queue.markForEvent(id, type, []);
    this.logger.warn(`acknowledged an unusable webhook event (${reason}): ${isStripeId(id) ? id : 'no id'} of type ${type}`);
    webhookEvents.inc({ type, outcome: 'unusable' });
    return 'unusable';
  }

  /** One statement, so one round trip and no pooled connection held across several (a burst is hundreds a second). */
  private async record(event: Stripe.Event, keys: string[]): Promise<WebhookOutcome> {
    const recorded = await this.queue.markForEvent(event.id, event.type, keys);
    if (recorded) return 'applied';
    this.logger.debug(`duplicate delivery of ${event.type} ${event.id}`);
    return 'duplicate';
  }
}
