import type { TimeZoneTable } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';

/** The zone of an account billing has heard nothing about (issue 21 §5: identity's default). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** billing's copy of each account's zone, kept by keepNewestTimeZone from identity's events. */
export const ACCOUNT_TIME_ZONES: TimeZoneTable = { table: 'account_time_zones', key: 'user_id', changedAt: 'changed_at' };

/** The zone the account's mails write dates in. */
export async function timeZoneOf(tx: Tx, userId: number): Promise<string> {
  const kept = await tx.accountTimeZone.findUnique({ where: { userId } });
  return kept?.timeZone ?? DEFAULT_TIME_ZONE;
}
