import { Events, type PreferencesChangedSchema } from '@mc/proto';
import { EventConsumer, keepNewestTimeZone, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { ACCOUNT_TIME_ZONES } from './accounts.js';

/** The account's time zone as its owner changed it (identity.preferences.changed.v1): the next briefing's times are in it. */
@EventConsumer({ durable: 'newsletter-time-zones', event: Events.preferencesChanged })
export class PreferencesChangedConsumer implements EventHandler<typeof PreferencesChangedSchema, Tx> {
  async handle({ data, occurredAt }: DecodedEvent<typeof PreferencesChangedSchema>, tx: Tx): Promise<void> {
    await keepNewestTimeZone(tx, ACCOUNT_TIME_ZONES, data.userId, data.timeZone, occurredAt);
  }
}
