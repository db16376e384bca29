import { Events, type PreferencesChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { keepAccountTimeZone } from './accounts.js';

/** The account's time zone as its owner changed it (identity.preferences.changed.v1): the next briefing's times are in it. */
@EventConsumer({ durable: 'newsletter-time-zones', event: Events.preferencesChanged })
export class PreferencesChangedConsumer implements EventHandler<typeof PreferencesChangedSchema, Tx> {
  async handle({ data, occurredAt }: DecodedEvent<typeof PreferencesChangedSchema>, tx: Tx): Promise<void> {
    await keepAccountTimeZone(tx, data.userId, data.timeZone, occurredAt);
  }
}
