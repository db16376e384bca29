import type { Prisma } from '../generated/prisma/client.js';

/**
 * Keeps an owner's time zone as identity last set it. identity's two events come through two
 * durable consumers, so they may arrive in any order: the zone recorded last (the event's
 * occurredAt, identity's transaction time) wins, and a redelivered older event changes nothing.
 */
export async function keepOwnerTimeZone(tx: Prisma.TransactionClient, ownerId: number, timeZone: string, changedAt: Date) {
  // A registration of an older identity may carry no zone: identity's default stands until one is set.
  if (!timeZone) return;
  await tx.$executeRaw`
    INSERT INTO owner_time_zones (owner_id, time_zone, changed_at)
    VALUES (${ownerId}, ${timeZone}, ${changedAt})
    ON CONFLICT (owner_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, changed_at = EXCLUDED.changed_at
    WHERE owner_time_zones.changed_at <= EXCLUDED.changed_at`;
}
