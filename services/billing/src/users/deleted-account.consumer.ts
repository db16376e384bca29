import { AccountChange, Events, type AccountChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { refreshKey } from '../refresh/refresh-keys.js';

/**
 * A deleted account is charged nothing more. identity.account.changed.v1 saying so marks the
 * account in `pending_refreshes`, in the transaction that marks the event processed; the refresh
 * worker then cancels its subscriptions at Stripe, retrying with backoff while Stripe is away, so
 * the cancellation survives a restart and never runs inside this transaction. Invoices and
 * subscriptions stay on record (the payment history is the business's books).
 */
@EventConsumer({ durable: 'billing-accounts', event: Events.accountChanged })
export class DeletedAccountConsumer implements EventHandler<typeof AccountChangedSchema, Tx> {
  async handle({ data }: DecodedEvent<typeof AccountChangedSchema>, tx: Tx): Promise<void> {
    if (data.change !== AccountChange.DELETED) return;
    const key = refreshKey('account_deleted', String(data.userId));
    await tx.pendingRefresh.upsert({ where: { key }, create: { key }, update: { dueAt: new Date() } });
  }
}
