import { Logger } from '@nestjs/common';
import { isKnownZone } from '@mc/market-time';
import type { Tx } from '../prisma/prisma.service.js';

/** The zone of an account billing has heard nothing about (issue 21 §5: identity's default). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const logger = new Logger('AccountTimeZones');

/**
 * Keeps the zone identity gave the account at `changedAt` (the event's time), unless a later change
 * is already kept: the two events come through different consumers, in either order. A zone this
 * runtime does not know is logged and left out, so a mail is never written in it.
 */
export async function keepTimeZone(tx: Tx, userId: number, timeZone: string, changedAt: Date): Promise<void> {
  if (!isKnownZone(timeZone)) {
    logger.warn(`account ${userId}: ignored the unknown time zone ${JSON.stringify(timeZone.slice(0, 80))}`);
    return;
  }
  // One statement: two events of the account handled at once both land, the newer winning.
  await tx.$executeRaw`
    INSERT INTO account_time_zones (user_id, time_zone, changed_at) VALUES (${userId}, ${timeZone}, ${changedAt})
    ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, changed_at = EXCLUDED.changed_at
     WHERE account_time_zones.changed_at <= EXCLUDED.changed_at`;
}

/** The zone the account's mails write dates in. */
export async function timeZoneOf(tx: Tx, userId: number): Promise<string> {
  const kept = await tx.accountTimeZone.findUnique({ where: { userId } });
  return kept?.timeZone ?? DEFAULT_TIME_ZONE;
}
