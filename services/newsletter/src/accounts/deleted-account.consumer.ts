import { AccountChange, Events, type AccountChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';

/**
 * A deleted account (identity.account.changed.v1, DELETED) is forgotten: its address no longer
 * links a subscriber to it, so the briefing goes to that address as to any visitor's. The
 * subscription itself is the reader's separate consent and stays until they unsubscribe.
 */
@EventConsumer({ durable: 'newsletter-deleted-accounts', event: Events.accountChanged })
export class DeletedAccountConsumer implements EventHandler<typeof AccountChangedSchema, Tx> {
  async handle({ data }: DecodedEvent<typeof AccountChangedSchema>, tx: Tx): Promise<void> {
    if (data.change !== AccountChange.DELETED) return;
    await tx.account.deleteMany({ where: { userId: data.userId } });
  }
}
