import type { TimeZoneTable } from '@mc/runtime';
import type { Tx } from '../prisma/prisma.service.js';
import { normaliseEmail } from '../subscriptions/email-address.js';

/**
 * The account's address, as a subscriber's is stored: the newsletter knows subscribers by address,
 * and this is how a subscriber is found to be an account. The newest registration of an address
 * holds it (an older account that had it gives it up).
 */
export async function keepAccountEmail(tx: Tx, userId: number, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail) ?? rawEmail.trim().toLowerCase();
  await tx.account.updateMany({ where: { email, userId: { not: userId } }, data: { email: null } });
  await tx.account.upsert({ where: { userId }, create: { userId, email }, update: { email } });
}

/** The newsletter's copy of each account's zone, kept by keepNewestTimeZone from identity's events. */
export const ACCOUNT_TIME_ZONES: TimeZoneTable = { table: 'accounts', key: 'user_id', changedAt: 'time_zone_changed_at' };
