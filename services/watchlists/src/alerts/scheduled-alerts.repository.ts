import { Injectable } from '@nestjs/common';
import type { Day } from '@mc/market-time';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { ALERTED_STATUSES } from './alert-rules.js';
import type { DayCatalyst } from './day-catalysts.js';
import { DEFAULT_DIGEST_SLOT, DEFAULT_OWNER_ZONE, type Slot } from './schedule-rules.js';

const SCHEDULE_ID = 'reminders-and-digests';
/** Rows per INSERT. */
const BATCH = 1_000;

/** A list due for reminders or a digest: its owner subscribed (the query's filter). */
export interface ScheduledList {
  id: number;
  ownerId: number;
  name: string;
  tickers: string[];
  reminderDays: number;
}

/** One reminder to store: an owner's, for a catalyst, naming the lists that hold it. */
export interface PlannedReminder {
  ownerId: number;
  catalyst: DayCatalyst;
  ticker: string;
  listIds: number[];
}

/** One digest to store: an owner's, for an exchange day. */
export interface PlannedDigest {
  ownerId: number;
  title: string;
  listIds: number[];
}

/** The owner's zone as the schedules read it. */
const OWNER_ZONE = Prisma.sql`COALESCE(z.time_zone, ${DEFAULT_OWNER_ZONE})`;
/** A list's digest slot: its own time in its owner's zone, or 07:00 New York. */
const DIGEST_ZONE = Prisma.sql`CASE WHEN w.digest_time IS NULL THEN ${DEFAULT_DIGEST_SLOT.zone} ELSE ${OWNER_ZONE} END`;
const DIGEST_TIME = Prisma.sql`COALESCE(w.digest_time, ${DEFAULT_DIGEST_SLOT.time})`;
const SUBSCRIBED = Prisma.sql`a.status = ANY(${ALERTED_STATUSES}::text[])`;

/** What the reminder and digest scheduler reads and writes. */
@Injectable()
export class ScheduledAlertsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async doneUntil(): Promise<Date | null> {
    const row = await this.prisma.alertSchedule.findUnique({ where: { id: SCHEDULE_ID } });
    return row?.doneUntil ?? null;
  }

  /** Records that every minute up to `until` was handled; never moves back (an older tick finishing late). */
  async markDone(until: Date): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO alert_schedule (id, done_until) VALUES (${SCHEDULE_ID}, ${until})
      ON CONFLICT (id) DO UPDATE SET done_until = GREATEST(alert_schedule.done_until, EXCLUDED.done_until)`;
  }

  /** Every (zone, time) at which some subscribed owner's reminders go: a few hundred at most, whatever the number of lists. */
  reminderSlots(): Promise<Slot[]> {
    return this.prisma.$queryRaw<Slot[]>`
      SELECT DISTINCT ${OWNER_ZONE} AS zone, w.reminder_time AS time
        FROM watchlists w JOIN owner_access a ON a.owner_id = w.owner_id LEFT JOIN owner_time_zones z ON z.owner_id = w.owner_id
       WHERE w.reminder_days > 0 AND ${SUBSCRIBED}`;
  }

  digestSlots(): Promise<Slot[]> {
    return this.prisma.$queryRaw<Slot[]>`
      SELECT DISTINCT ${DIGEST_ZONE} AS zone, ${DIGEST_TIME} AS time
        FROM watchlists w JOIN owner_access a ON a.owner_id = w.owner_id LEFT JOIN owner_time_zones z ON z.owner_id = w.owner_id
       WHERE w.digest AND ${SUBSCRIBED}`;
  }

  /** The lists with reminders at `slot`, of owners after `afterOwner`, `owners` owners at a time. */
  reminderLists(slot: Slot, afterOwner: number, owners: number): Promise<ScheduledList[]> {
    return this.prisma.$queryRaw<ScheduledList[]>`
      WITH due AS (
        SELECT w.id, w.owner_id, w.name, w.tickers, w.reminder_days
          FROM watchlists w JOIN owner_access a ON a.owner_id = w.owner_id LEFT JOIN owner_time_zones z ON z.owner_id = w.owner_id
         WHERE w.reminder_days > 0 AND ${SUBSCRIBED} AND ${OWNER_ZONE} = ${slot.zone} AND w.reminder_time = ${slot.time}
           AND w.owner_id > ${afterOwner}),
      page AS (SELECT DISTINCT owner_id FROM due ORDER BY owner_id LIMIT ${owners})
      SELECT id, owner_id AS "ownerId", name, tickers, reminder_days::int AS "reminderDays"
        FROM due WHERE owner_id IN (SELECT owner_id FROM page) ORDER BY owner_id, id`;
  }

  /**
   * Every list with the digest on of the owners who have one at `slot` (after `afterOwner`, `owners` at
   * a time): the digest names all of an owner's digest lists, whichever of their times came first.
   */
  digestLists(slot: Slot, afterOwner: number, owners: number): Promise<ScheduledList[]> {
    return this.prisma.$queryRaw<ScheduledList[]>`
      WITH page AS (
        SELECT DISTINCT w.owner_id
          FROM watchlists w JOIN owner_access a ON a.owner_id = w.owner_id LEFT JOIN owner_time_zones z ON z.owner_id = w.owner_id
         WHERE w.digest AND ${SUBSCRIBED} AND ${DIGEST_ZONE} = ${slot.zone} AND ${DIGEST_TIME} = ${slot.time}
           AND w.owner_id > ${afterOwner}
         ORDER BY w.owner_id LIMIT ${owners})
      SELECT w.id, w.owner_id AS "ownerId", w.name, w.tickers, w.reminder_days::int AS "reminderDays"
        FROM watchlists w WHERE w.digest AND w.owner_id IN (SELECT owner_id FROM page) ORDER BY w.owner_id, w.position`;
  }

  /** An owner's lists with the digest on, in their order: what their digest names when it is sent. */
  ownerDigestLists(ownerId: number): Promise<ScheduledList[]> {
    return this.prisma.$queryRaw<ScheduledList[]>`
      SELECT id, owner_id AS "ownerId", name, tickers, reminder_days::int AS "reminderDays"
        FROM watchlists WHERE owner_id = ${ownerId} AND digest ORDER BY position`;
  }

  /** Keeps the day's catalysts as just fetched: what the day's mails are written from. */
  async storeDay(day: Day, catalysts: readonly DayCatalyst[], now: Date): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO alert_days (day, catalysts, fetched_at) VALUES (${day}, ${JSON.stringify(catalysts)}::jsonb, ${now})
      ON CONFLICT (day) DO UPDATE SET catalysts = EXCLUDED.catalysts, fetched_at = EXCLUDED.fetched_at`;
  }

  async dayFetchedAt(day: Day): Promise<Date | null> {
    const row = await this.prisma.alertDay.findUnique({ where: { day }, select: { fetchedAt: true } });
    return row?.fetchedAt ?? null;
  }

  async day(day: Day): Promise<{ fetchedAt: Date; catalysts: DayCatalyst[] } | null> {
    const row = await this.prisma.alertDay.findUnique({ where: { day } });
    return row ? { fetchedAt: row.fetchedAt, catalysts: row.catalysts as unknown as DayCatalyst[] } : null;
  }

  /**
   * Stores the reminders (one per owner, catalyst and revision: one already stored stays as it is)
   * and a pending mail per owner who got a new one, in one transaction. Returns those owners.
   */
  async insertReminders(reminders: readonly PlannedReminder[], mailKey: string, at: Date, now: Date): Promise<number[]> {
    return this.prisma.$transaction(async (tx) => {
      const owners = new Set<number>();
      for (let start = 0; start < reminders.length; start += BATCH) {
        const rows = reminders.slice(start, start + BATCH).map(({ ownerId, catalyst, ticker, listIds }) => ({
          owner_id: ownerId,
          catalyst_id: catalyst.id,
          revision: catalyst.revision,
          ticker,
          title: catalyst.title,
          current: catalyst.date,
          list_ids: listIds,
        }));
        const inserted = await tx.$queryRaw<{ owner_id: number }[]>`
          INSERT INTO alerts (owner_id, change_id, catalyst_id, kind, revision, ticker, title, previous, current, list_ids, sync_id, seen_at)
          SELECT r.owner_id, 0, r.catalyst_id, 'reminder', r.revision, r.ticker, r.title, NULL, r.current,
                 ARRAY(SELECT jsonb_array_elements_text(r.list_ids)::int), ${mailKey}, ${at}
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(owner_id int, catalyst_id text, revision int,
                 ticker text, title text, current text, list_ids jsonb)
          ON CONFLICT (owner_id, catalyst_id, kind, revision) DO NOTHING
          RETURNING owner_id`;
        for (const row of inserted) owners.add(row.owner_id);
      }
      return this.createMails(tx, [...owners], mailKey, now);
    });
  }

  /**
   * Stores the digests: a pending mail per owner and day (one already stored stays as it is: the
   * owner's earlier digest time, a second tick, another replica) and, for each new one, its feed row.
   */
  async insertDigests(digests: readonly PlannedDigest[], day: Day, mailKey: string, at: Date, now: Date): Promise<number[]> {
    return this.prisma.$transaction(async (tx) => {
      const created = new Set(
        await this.createMails(
          tx,
          digests.map((digest) => digest.ownerId),
          mailKey,
          now,
        ),
      );
      const rows = digests
        .filter((digest) => created.has(digest.ownerId))
        .map(({ ownerId, title, listIds }) => ({ owner_id: ownerId, title, list_ids: listIds }));
      for (let start = 0; start < rows.length; start += BATCH)
        await tx.$executeRaw`
          INSERT INTO alerts (owner_id, change_id, catalyst_id, kind, revision, ticker, title, previous, current, list_ids, sync_id, seen_at)
          SELECT r.owner_id, 0, ${mailKey}, 'digest', 0, '', r.title, NULL, ${day},
                 ARRAY(SELECT jsonb_array_elements_text(r.list_ids)::int), ${mailKey}, ${at}
            FROM jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + BATCH))}::jsonb) AS r(owner_id int, title text, list_ids jsonb)
          ON CONFLICT (owner_id, catalyst_id, kind, revision) DO NOTHING`;
      return [...created];
    });
  }

  private async createMails(
    tx: Prisma.TransactionClient,
    ownerIds: readonly number[],
    mailKey: string,
    now: Date,
  ): Promise<number[]> {
    if (!ownerIds.length) return [];
    const rows = await tx.$queryRaw<{ owner_id: number }[]>`
      INSERT INTO alert_mails (owner_id, sync_id, created_at) SELECT unnest(${ownerIds}::int[]), ${mailKey}, ${now}
      ON CONFLICT (owner_id, sync_id) DO NOTHING RETURNING owner_id`;
    return rows.map((row) => row.owner_id);
  }
}
