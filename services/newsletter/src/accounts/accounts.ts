import { Logger } from '@nestjs/common';
import { isKnownZone } from '@mc/market-time';
import type { Tx } from '../prisma/prisma.service.js';
import { normaliseEmail } from '../subscriptions/email-address.js';

const logger = new Logger('Accounts');

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

/**
 * Keeps the zone identity gave the account at `changedAt` (the event's time), unless a later change
 * is already kept: the two events come through different consumers, in either order. A zone this
 * runtime does not know is logged and left out, so a briefing is never rendered in it.
 */
export async function keepAccountTimeZone(tx: Tx, userId: number, timeZone: string, changedAt: Date): Promise<void> {
  if (!isKnownZone(timeZone)) {
    logger.warn(`account ${userId}: ignored the unknown time zone ${JSON.stringify(timeZone.slice(0, 80))}`);
    return;
  }
  // One statement: two events of the account handled at once both land, the newer winning.
  await tx.$executeRaw`
    INSERT INTO accounts (user_id, time_zone, time_zone_changed_at) VALUES (${userId}, ${timeZone}, ${changedAt})
    ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, time_zone_changed_at = EXCLUDED.time_zone_changed_at
     WHERE accounts.time_zone_changed_at IS NULL OR accounts.time_zone_changed_at <= EXCLUDED.time_zone_changed_at`;
}
