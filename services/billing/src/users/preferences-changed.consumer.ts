import { Events, type PreferencesChangedSchema } from '@mc/proto';
import { EventConsumer, keepNewestTimeZone, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { ACCOUNT_TIME_ZONES } from './account-time-zones.js';

/** The account's time zone as the subscriber changed it (identity.preferences.changed.v1): billing's mails write dates in it. */
@EventConsumer({ durable: 'billing-time-zones', event: Events.preferencesChanged })
export class PreferencesChangedConsumer implements EventHandler<typeof PreferencesChangedSchema, Tx> {
  async handle({ data, occurredAt }: DecodedEvent<typeof PreferencesChangedSchema>, tx: Tx): Promise<void> {
    await keepNewestTimeZone(tx, ACCOUNT_TIME_ZONES, data.userId, data.timeZone, occurredAt);
  }
}
