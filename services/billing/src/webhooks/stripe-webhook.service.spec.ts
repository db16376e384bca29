import { BadRequestException, type RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { register } from 'prom-client';
import Stripe from 'stripe';
import type { BillingEnv } from '../config/env.js';
import type { RefreshQueue } from '../refresh/refresh-queue.js';
import type { RefreshWorker } from '../refresh/refresh.worker.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

async function counted(type: string, outcome: string): Promise<number> {
  const values = (await register.getSingleMetric('billing_webhook_events_total')!.get()).values;
  return values.find(({ labels }) => labels.type === type && labels.outcome === outcome)?.value ?? 0;
}

const subscriptionUpdated = (id: string) =>
  ({ id, object: 'event', type: 'customer.subscription.updated', data: { object: { id: 'sub_1' } } }) as unknown as Stripe.Event;

/** The service over a queue whose database answers `markForEvent` as given. */
function serviceWith(markForEvent: () => Promise<boolean>) {
  const kicks: number[] = [];
  const queue = { markForEvent } as unknown as RefreshQueue;
  const worker = { kick: () => kicks.push(1) } as unknown as RefreshWorker;
  return { service: new StripeWebhookService(queue, worker), kicks };
}

describe('billing_webhook_events_total', () => {
  it('counts a verified event the database could not record as failed, and throws (answered 500, Stripe retries)', async () => {
    const before = await counted('customer.subscription.updated', 'failed');
    const { service, kicks } = serviceWith(() => Promise.reject(new Error('Connection terminated unexpectedly')));
    await expect(service.apply(subscriptionUpdated('evt_db_down'))).rejects.toThrow('Connection terminated unexpectedly');
    expect(await counted('customer.subscription.updated', 'failed')).toBe(before + 1);
    expect(kicks).toEqual([]);
  });

  it('counts an unusable event it could not record as failed only, not unusable', async () => {
    const type = 'customer.subscription.deleted';
    const [failedBefore, unusableBefore] = [await counted(type, 'failed'), await counted(type, 'unusable')];
    const { service } = serviceWith(() => Promise.reject(new Error('database away')));
    const malformed = { id: 'evt_bad', object: 'event', type, data: 'not an object' } as unknown as Stripe.Event;
    await expect(service.apply(malformed)).rejects.toThrow('database away');
    expect(await counted(type, 'failed')).toBe(failedBefore + 1);
    expect(await counted(type, 'unusable')).toBe(unusableBefore);
  });

  it('counts applied and duplicate deliveries as before, never as failed', async () => {
    const type = 'customer.subscription.updated';
    const [applied, duplicate, failed] = [
      await counted(type, 'applied'),
      await counted(type, 'duplicate'),
      await counted(type, 'failed'),
    ];
    const answers = [true, false];
    const { service, kicks } = serviceWith(async () => answers.shift()!);
    expect(await service.apply(subscriptionUpdated('evt_ok'))).toBe('applied');
    expect(await service.apply(subscriptionUpdated('evt_ok'))).toBe('duplicate');
    expect(kicks).toEqual([1]);
    expect(await counted(type, 'applied')).toBe(applied + 1);
    expect(await counted(type, 'duplicate')).toBe(duplicate + 1);
    expect(await counted(type, 'failed')).toBe(failed);
  });

  it('counts a delivery whose signature is refused as `refused`, with no type taken from the unverified body', async () => {
    const before = await counted('unverified', 'refused');
    const { service } = serviceWith(() => Promise.reject(new Error('must not be reached')));
    const config = { STRIPE_WEBHOOK_SECRET: 'whsec_billing_test' } as BillingEnv;
    const controller = new StripeWebhookController(new Stripe('sk_test_billing'), config, service);
    const forged = { rawBody: Buffer.from(JSON.stringify(subscriptionUpdated('evt_forged'))) } as RawBodyRequest<FastifyRequest>;
    await expect(controller.receive(forged, 't=1,v1=00')).rejects.toBeInstanceOf(BadRequestException);
    expect(await counted('unverified', 'refused')).toBe(before + 1);
    expect(await counted('customer.subscription.updated', 'refused')).toBe(0);
  });
});
