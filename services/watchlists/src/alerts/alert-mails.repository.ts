import { Injectable } from '@nestjs/common';
import type { SendRecord } from '@mc/runtime';
import { PrismaService } from '../prisma/prisma.service.js';

export interface AlertMailRow extends SendRecord {
  createdAt: Date;
  email: string | null;
  timeZone: string | null;
  access: string | null;
  /** Every part of the sync seen (its last part and as many parts as it numbers). */
  syncComplete: boolean;
}

export interface MailedAlert {
  id: bigint;
  kind: string;
  catalystId: string;
  ticker: string;
  title: string;
  previous: string | null;
  current: string | null;
  seenAt: Date;
  lists: { id: number; name: string }[];
}

/** How long the catalysts a day's reminders and digest were written from are kept. */
const KEEP_DAY_CATALYSTS_MS = 7 * 86_400_000;

/** The alert mails' send records, and what a mail holds. */
@Injectable()
export class AlertMailsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The mail's record with its owner's address, zone and subscription, and whether its sync was seen whole. */
  async mail(ownerId: number, syncId: string): Promise<AlertMailRow | undefined> {
    const rows = await this.prisma.$queryRaw<AlertMailRow[]>`
      SELECT m.status, m.claimed_at AS "claimedAt", m.created_at AS "createdAt", e.email, z.time_zone AS "timeZone",
             a.status AS access, COALESCE(s.last_part IS NOT NULL AND s.parts_seen >= s.last_part, false) AS "syncComplete"
        FROM alert_mails m
        LEFT JOIN owner_emails e ON e.owner_id = m.owner_id
        LEFT JOIN owner_time_zones z ON z.owner_id = m.owner_id
        LEFT JOIN owner_access a ON a.owner_id = m.owner_id
        LEFT JOIN alert_syncs s ON s.sync_id = m.sync_id
       WHERE m.owner_id = ${ownerId} AND m.sync_id = ${syncId}`;
    return rows[0];
  }

  /** Moves the record from `seen` to `status` (sending: claimed now, one attempt more); false when another worker moved it first. */
  async move(ownerId: number, syncId: string, seen: SendRecord, status: 'sending' | 'skipped', now: Date): Promise<boolean> {
    const claimed = status === 'sending';
    const moved = await this.prisma.$executeRaw`
      UPDATE alert_mails SET status = ${status},
             claimed_at = CASE WHEN ${claimed} THEN ${now}::timestamptz ELSE claimed_at END,
             attempts = attempts + CASE WHEN ${claimed} THEN 1 ELSE 0 END
       WHERE owner_id = ${ownerId} AND sync_id = ${syncId}
         AND status = ${seen.status} AND claimed_at IS NOT DISTINCT FROM ${seen.claimedAt}::timestamptz`;
    return moved === 1;
  }

  /** How a send went: `sent`, `failed` (given up), or `pending` again (to be retried). */
  async recordSend(ownerId: number, syncId: string, status: 'sent' | 'failed' | 'pending', now: Date, error?: string) {
    await this.prisma.$executeRaw`
      UPDATE alert_mails SET status = ${status}, sent_at = CASE WHEN ${status} = 'sent' THEN ${now}::timestamptz END,
             last_error = ${error?.slice(0, 1_000) ?? null}
       WHERE owner_id = ${ownerId} AND sync_id = ${syncId}`;
  }

  /** A mail BullMQ gave up on for an error outside the send (the database, say): failed, unless it ended already. */
  async giveUp(ownerId: number, syncId: string, error: string) {
    await this.prisma.$executeRaw`
      UPDATE alert_mails SET status = 'failed', last_error = ${error.slice(0, 1_000)}
       WHERE owner_id = ${ownerId} AND sync_id = ${syncId} AND status IN ('pending', 'sending')`;
  }

  /** A mail's alerts, oldest first, with the names of their lists that still exist. */
  alerts(ownerId: number, syncId: string): Promise<MailedAlert[]> {
    return this.prisma.$queryRaw<MailedAlert[]>`
      SELECT al.id, al.kind, al.catalyst_id AS "catalystId", al.ticker, al.title, al.previous, al.current, al.seen_at AS "seenAt",
             COALESCE((SELECT json_agg(json_build_object('id', w.id, 'name', w.name) ORDER BY w.position)
                         FROM watchlists w WHERE w.id = ANY(al.list_ids) AND w.owner_id = al.owner_id), '[]'::json) AS lists
        FROM alerts al WHERE al.owner_id = ${ownerId} AND al.sync_id = ${syncId} ORDER BY al.id`;
  }

  /** Mails whose job may be lost (Redis was away, a job ran before its mail was committed): older than `before`, not ended. */
  async unfinished(before: Date, limit: number): Promise<{ ownerId: number; syncId: string }[]> {
    return this.prisma.$queryRaw`
      SELECT owner_id AS "ownerId", sync_id AS "syncId" FROM alert_mails
       WHERE status IN ('pending', 'sending') AND created_at < ${before} ORDER BY created_at LIMIT ${limit}`;
  }

  /** Housekeeping: syncs' part counts after a day, the days' catalysts after a week, ended mails and alerts after `keepDays`, a bounded batch each. */
  async prune(now: Date, keepDays: number, batch: number): Promise<number> {
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const kept = new Date(now.getTime() - keepDays * 86_400_000);
    const syncs = await this.prisma.$executeRaw`
      DELETE FROM alert_syncs WHERE sync_id IN (SELECT sync_id FROM alert_syncs WHERE first_seen_at < ${dayAgo} LIMIT ${batch})`;
    const mails = await this.prisma.$executeRaw`
      DELETE FROM alert_mails WHERE (owner_id, sync_id) IN (SELECT owner_id, sync_id FROM alert_mails
        WHERE created_at < ${kept} AND status IN ('sent', 'failed', 'skipped') LIMIT ${batch})`;
    const alerts = await this.prisma.$executeRaw`
      DELETE FROM alerts WHERE id IN (SELECT id FROM alerts WHERE seen_at < ${kept} LIMIT ${batch})`;
    // The days' catalysts of reminders and digests: a mail is sent within its retries, at most an hour or so later.
    const days = await this.prisma.$executeRaw`
      DELETE FROM alert_days WHERE fetched_at < ${new Date(now.getTime() - KEEP_DAY_CATALYSTS_MS)}`;
    return syncs + mails + alerts + days;
  }
}
