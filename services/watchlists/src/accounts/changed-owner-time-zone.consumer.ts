import { Events, type PreferencesChangedSchema } from '@mc/proto';
import { EventConsumer, keepNewestTimeZone, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { OWNER_TIME_ZONES } from './owner-time-zone.js';

/** An account's changed time zone (identity.preferences.changed.v1), for its feeds' descriptions (issue 21 §5). */
@EventConsumer({ durable: 'watchlists-zone-changes', event: Events.preferencesChanged })
export class ChangedOwnerTimeZoneConsumer implements EventHandler<typeof PreferencesChangedSchema, Prisma.TransactionClient> {
  async handle({ occurredAt, data }: DecodedEvent<typeof PreferencesChangedSchema>, tx: Prisma.TransactionClient) {
    await keepNewestTimeZone(tx, OWNER_TIME_ZONES, data.userId, data.timeZone, occurredAt);
  }
}
