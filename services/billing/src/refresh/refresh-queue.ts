import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';

export interface ClaimedRefresh {
  key: string;
  version: number;
  attempts: number;
}

/** A claim outlives the slowest refresh (a few Stripe reads, each retried within STRIPE_TIMEOUT_MS); then anyone may take it. */
const CLAIM_SECONDS = 120;
/** Waits after failed attempts: 1 s, 2 s, 4 s, … up to five minutes (Stripe away, or answering 429). */
const backoffSeconds = (attempts: number) => Math.min(300, 2 ** attempts);

/**
 * Stripe objects waiting to be re-read, in `pending_refreshes`: a webhook marks the object in the
 * transaction that records the event, and a worker (any replica) claims it, reads Stripe and stores
 * what it read. However many events name one object meanwhile, it is read once or twice, not once
 * per event: what keeps a burst of webhooks inside Stripe's rate limit. A row is only deleted by the
 * worker that read the version it names, so an event that arrives during a read is never lost.
 */
@Injectable()
export class RefreshQueue {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Records a webhook event's id and, the first time only, marks the objects it names as changed:
   * one atomic statement. False when the event was recorded before (a redelivery).
   */
  async markForEvent(eventId: string, type: string, keys: string[]): Promise<boolean> {
    const [{ recorded }] = await this.prisma.$queryRaw<{ recorded: number }[]>`
      WITH recorded AS (
        INSERT INTO stripe_events (id, type) VALUES (${eventId}, ${type}) ON CONFLICT (id) DO NOTHING RETURNING id
      ), marked AS (
        INSERT INTO pending_refreshes (key) SELECT DISTINCT unnest(${keys}::text[]) FROM recorded
        ON CONFLICT (key) DO UPDATE SET version = pending_refreshes.version + 1, due_at = LEAST(pending_refreshes.due_at, now())
        RETURNING key
      )
      SELECT (SELECT count(*) FROM recorded)::int AS recorded, (SELECT count(*) FROM marked)::int AS marked`;
    return recorded === 1;
  }

  /** Marks outside any transaction (start-up backfill): only objects not already waiting. */
  async markIfAbsent(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.prisma.pendingRefresh.createMany({ data: keys.map((key) => ({ key })), skipDuplicates: true });
  }

  /** The next due refresh nobody holds, now held by `holder`; undefined when there is none. */
  async claim(holder: string): Promise<ClaimedRefresh | undefined> {
    const [claimed] = await this.prisma.$queryRaw<ClaimedRefresh[]>`
      UPDATE pending_refreshes
      SET claimed_by = ${holder}::uuid, claimed_until = now() + ${CLAIM_SECONDS}::int * interval '1 second'
      WHERE key = (
        SELECT key FROM pending_refreshes
        WHERE due_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY due_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING key, version, attempts`;
    return claimed;
  }

  /** Done with the version read; a newer event meanwhile leaves the row due again at once. */
  async finish(refresh: ClaimedRefresh, holder: string): Promise<void> {
    const deleted = await this.prisma.$executeRaw`
      DELETE FROM pending_refreshes WHERE key = ${refresh.key} AND version = ${refresh.version} AND claimed_by = ${holder}::uuid`;
    if (deleted === 0) {
      await this.prisma.$executeRaw`
        UPDATE pending_refreshes SET claimed_by = NULL, claimed_until = NULL, attempts = 0
        WHERE key = ${refresh.key} AND claimed_by = ${holder}::uuid`;
    }
  }

  /** The read failed: try again after a growing wait. */
  async retryLater(refresh: ClaimedRefresh, holder: string): Promise<void> {
    const wait = backoffSeconds(refresh.attempts);
    await this.prisma.$executeRaw`
      UPDATE pending_refreshes
      SET claimed_by = NULL, claimed_until = NULL, attempts = attempts + 1,
          due_at = now() + ${wait}::int * interval '1 second'
      WHERE key = ${refresh.key} AND claimed_by = ${holder}::uuid`;
  }

  /**
   * Forgets event ids older than Stripe's retries can reach (it retries for up to three days): what
   * they guarded has long been applied, and the table would otherwise grow with every event.
   */
  forgetOldEvents(): Promise<number> {
    return this.prisma.$executeRaw`DELETE FROM stripe_events WHERE received_at < now() - interval '30 days'`;
  }

  /** How many objects wait to be read (readiness detail and tests). */
  pending(): Promise<number> {
    return this.prisma.pendingRefresh.count();
  }
}
