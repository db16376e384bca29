import { Events, type PreferencesChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { keepTimeZone } from './account-time-zones.js';

/** The account's time zone as the subscriber changed it (identity.preferences.changed.v1): billing's mails write dates in it. */
@EventConsumer({ durable: 'billing-time-zones', event: Events.preferencesChanged })
export class PreferencesChangedConsumer implements EventHandler<typeof PreferencesChangedSchema, Tx> {
  async handle({ data, occurredAt }: DecodedEvent<typeof PreferencesChangedSchema>, tx: Tx): Promise<void> {
    await keepTimeZone(tx, data.userId, data.timeZone, occurredAt);
  }
}
