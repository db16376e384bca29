import { Events, type UserRegisteredSchema } from '@mc/proto';
import { EventConsumer, keepNewestTimeZone, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { ACCOUNT_TIME_ZONES, keepAccountEmail } from './accounts.js';

/** A new account (identity.user.registered.v1): its address, which links it to a subscriber, and its first time zone. */
@EventConsumer({ durable: 'newsletter-accounts', event: Events.userRegistered })
export class RegisteredAccountConsumer implements EventHandler<typeof UserRegisteredSchema, Tx> {
  async handle({ data, occurredAt }: DecodedEvent<typeof UserRegisteredSchema>, tx: Tx): Promise<void> {
    await keepAccountEmail(tx, data.userId, data.email);
    await keepNewestTimeZone(tx, ACCOUNT_TIME_ZONES, data.userId, data.timeZone, occurredAt);
  }
}
