import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';
import type { BriefingContent } from './briefing-content.js';
import type { DeliveryRow } from './delivery-rules.js';

export interface ClaimableDelivery extends DeliveryRow {
  email: string;
  /** The zone of the account that has the subscriber's address, when it is an account's. */
  timeZone: string | null;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  skipped: number;
}

/** Briefings and each recipient's send of them. */
@Injectable()
export class BriefingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async find(
    scheduledFor: Date,
  ): Promise<{ content: BriefingContent; recipientCount: number; finishedAt: Date | null } | undefined> {
    const briefing = await this.prisma.briefing.findUnique({ where: { scheduledFor } });
    return briefing
      ? {
          content: briefing.content as unknown as BriefingContent,
          recipientCount: briefing.recipientCount,
          finishedAt: briefing.finishedAt,
        }
      : undefined;
  }

  /**
   * Stores the briefing and, in the same transaction, one pending delivery per confirmed
   * subscriber. Returns false when another job stored this briefing first (its recipients stand).
   */
  create(scheduledFor: Date, content: BriefingContent, subject: string): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const created = await tx.$executeRawUnsafe(
        `INSERT INTO briefings (scheduled_for, content, subject, recipient_count) VALUES ($1, $2::jsonb, $3, 0)
         ON CONFLICT (scheduled_for) DO NOTHING`,
        scheduledFor,
        JSON.stringify(content),
        subject,
      );
      if (created === 0) return false;
      const recipients = await tx.$executeRawUnsafe(
        `INSERT INTO briefing_deliveries (briefing_for, subscriber_id) SELECT $1, id FROM subscribers WHERE status = 'confirmed'`,
        scheduledFor,
      );
      await tx.briefing.update({ where: { scheduledFor }, data: { recipientCount: recipients } });
      return true;
    });
  }

  /** Recipients whose send has not ended: all of them at first, the rest after a crash. */
  async unfinishedRecipients(scheduledFor: Date): Promise<string[]> {
    const rows = await this.prisma.briefingDelivery.findMany({
      where: { briefingFor: scheduledFor, status: { in: ['pending', 'sending'] } },
      select: { subscriberId: true },
    });
    return rows.map((row) => row.subscriberId);
  }

  /**
   * The delivery and its subscriber as they are now (with the zone of the account that has the
   * address, read in the same statement); `claim` and `skip` act only if they are still so.
   */
  async delivery(briefingFor: Date, subscriberId: string): Promise<ClaimableDelivery | undefined> {
    const rows = await this.prisma.$queryRawUnsafe<ClaimableDelivery[]>(
      `SELECT d.status::text AS status, d.claimed_at AS "claimedAt", s.status::text AS "subscriberStatus", s.email,
              a.time_zone AS "timeZone"
         FROM briefing_deliveries d JOIN subscribers s ON s.id = d.subscriber_id
         LEFT JOIN accounts a ON a.email = s.email
        WHERE d.briefing_for = $1 AND d.subscriber_id = $2::uuid`,
      briefingFor,
      subscriberId,
    );
    return rows[0];
  }

  /**
   * Marks the delivery `sending` and stores its mail's unsubscribe token (one statement), if the
   * row is still as `seen`: false when another worker took it meanwhile.
   */
  async claim(briefingFor: Date, subscriberId: string, seen: DeliveryRow, now: Date, tokenHash: string): Promise<boolean> {
    const stored = await this.prisma.$executeRawUnsafe(
      `WITH claimed AS (
         UPDATE briefing_deliveries SET status = 'sending', claimed_at = $3, attempts = attempts + 1
          WHERE briefing_for = $1 AND subscriber_id = $2::uuid
            AND status = $4::delivery_status AND claimed_at IS NOT DISTINCT FROM $5::timestamptz
          RETURNING subscriber_id)
       INSERT INTO unsubscribe_tokens (token_hash, subscriber_id) SELECT $6, subscriber_id FROM claimed`,
      briefingFor,
      subscriberId,
      now,
      seen.status,
      seen.claimedAt,
      tokenHash,
    );
    return stored === 1;
  }

  /** Marks the delivery skipped if it is still as `seen`. */
  async skip(briefingFor: Date, subscriberId: string, seen: DeliveryRow): Promise<boolean> {
    const skipped = await this.prisma.$executeRawUnsafe(
      `UPDATE briefing_deliveries SET status = 'skipped'
        WHERE briefing_for = $1 AND subscriber_id = $2::uuid
          AND status = $3::delivery_status AND claimed_at IS NOT DISTINCT FROM $4::timestamptz`,
      briefingFor,
      subscriberId,
      seen.status,
      seen.claimedAt,
    );
    return skipped === 1;
  }

  /** Records how a send went: `sent`, `failed` (given up), or `pending` again (to be retried). */
  async recordSend(briefingFor: Date, subscriberId: string, status: 'sent' | 'failed' | 'pending', now: Date, error?: string) {
    await this.prisma.$executeRawUnsafe(
      `UPDATE briefing_deliveries
          SET status = $3::delivery_status, sent_at = CASE WHEN $3 = 'sent' THEN $4::timestamptz END, last_error = $5
        WHERE briefing_for = $1 AND subscriber_id = $2::uuid`,
      briefingFor,
      subscriberId,
      status,
      now,
      error?.slice(0, 1_000) ?? null,
    );
  }

  /** Marks the briefing finished when no delivery is left; true for the one call that did. */
  async finishIfDone(briefingFor: Date, now: Date): Promise<boolean> {
    const finished = await this.prisma.$executeRawUnsafe(
      `UPDATE briefings SET finished_at = $2 WHERE scheduled_for = $1 AND finished_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM briefing_deliveries WHERE briefing_for = $1 AND status IN ('pending', 'sending'))`,
      briefingFor,
      now,
    );
    return finished === 1;
  }

  async counts(briefingFor: Date): Promise<DeliveryCounts> {
    const groups = await this.prisma.briefingDelivery.groupBy({ by: ['status'], where: { briefingFor }, _count: true });
    const count = (status: string) => groups.find((group) => group.status === status)?._count ?? 0;
    return { sent: count('sent'), failed: count('failed'), skipped: count('skipped') };
  }
}
