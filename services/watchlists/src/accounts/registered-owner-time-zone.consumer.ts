import { Events, type UserRegisteredSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { keepOwnerTimeZone } from './owner-time-zone.js';

/** An account's first time zone (identity.user.registered.v1), for its feeds' descriptions (issue 21 §5). */
@EventConsumer({ durable: 'watchlists-registered-zones', event: Events.userRegistered })
export class RegisteredOwnerTimeZoneConsumer implements EventHandler<typeof UserRegisteredSchema, Prisma.TransactionClient> {
  async handle({ occurredAt, data }: DecodedEvent<typeof UserRegisteredSchema>, tx: Prisma.TransactionClient) {
    await keepOwnerTimeZone(tx, data.userId, data.timeZone, occurredAt);
  }
}
