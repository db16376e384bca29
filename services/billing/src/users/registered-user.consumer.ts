import { Events, type UserRegisteredSchema } from '@mc/proto';
import { EventConsumer, keepNewestTimeZone, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { ACCOUNT_TIME_ZONES } from './account-time-zones.js';

/**
 * billing's copy of each account, from identity.user.registered.v1: the older sign-up flow names
 * a user by id alone, and the trial reminder needs an address. Registration time is the event's,
 * which bounds how long that flow stays open for a new account. The account's first time zone is kept
 * for its mails' dates.
 */
@EventConsumer({ durable: 'billing-users', event: Events.userRegistered })
export class RegisteredUserConsumer implements EventHandler<typeof UserRegisteredSchema, Tx> {
  async handle({ data, occurredAt }: DecodedEvent<typeof UserRegisteredSchema>, tx: Tx): Promise<void> {
    const { userId: id, username, email } = data;
    await tx.billingUser.upsert({
      where: { id },
      create: { id, username, email, registeredAt: occurredAt },
      update: { username, email },
    });
    // The first registration's time stands; a copy saved from a signed-in request has none yet.
    await tx.billingUser.updateMany({ where: { id, registeredAt: null }, data: { registeredAt: occurredAt } });
    await keepNewestTimeZone(tx, ACCOUNT_TIME_ZONES, id, data.timeZone, occurredAt);
  }
}
