import { Events, type UserRegisteredSchema } from '@mc/proto';
import { EventConsumer, keepNewestTimeZone, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { OWNER_TIME_ZONES } from './owner-time-zone.js';

/** An account's first time zone (identity.user.registered.v1), for its feeds' descriptions (issue 21 §5). */
@EventConsumer({ durable: 'watchlists-registered-zones', event: Events.userRegistered })
export class RegisteredOwnerTimeZoneConsumer implements EventHandler<typeof UserRegisteredSchema, Prisma.TransactionClient> {
  async handle({ occurredAt, data }: DecodedEvent<typeof UserRegisteredSchema>, tx: Prisma.TransactionClient) {
    await keepNewestTimeZone(tx, OWNER_TIME_ZONES, data.userId, data.timeZone, occurredAt);
  }
}
