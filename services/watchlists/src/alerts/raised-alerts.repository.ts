import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { ALERTED_STATUSES, displayValues, type AlertingList, type PlannedAlert } from './alert-rules.js';

/** Rows per INSERT: a sync's part carries at most 500 changes, each for any number of owners. */
const BATCH = 1_000;

/** What the change consumer writes, all in the transaction that marks the event processed. */
@Injectable()
export class RaisedAlertsRepository {
  /** Counts the sync's messages seen, and its last part's number once seen: its mails wait for all of them. */
  async recordSyncPart(tx: Prisma.TransactionClient, syncId: string, part: number, lastPart: boolean, now: Date): Promise<void> {
    const last = lastPart ? part : null;
    await tx.$executeRaw`
      INSERT INTO alert_syncs (sync_id, parts_seen, last_part, first_seen_at) VALUES (${syncId}, 1, ${last}, ${now})
      ON CONFLICT (sync_id) DO UPDATE SET parts_seen = alert_syncs.parts_seen + 1,
        last_part = COALESCE(EXCLUDED.last_part, alert_syncs.last_part)`;
  }

  /** The lists holding any of `tickers` whose change alerts are on and whose owner's subscription is live. */
  alertingLists(tx: Prisma.TransactionClient, tickers: readonly string[]): Promise<AlertingList[]> {
    return tx.$queryRaw<AlertingList[]>`
      SELECT w.id, w.owner_id AS "ownerId", w.tickers FROM watchlists w JOIN owner_access a ON a.owner_id = w.owner_id
       WHERE w.change_alerts AND a.status = ANY(${ALERTED_STATUSES}::text[]) AND w.tickers && ${tickers}::text[]`;
  }

  /**
   * Stores the alerts; one already stored for (owner, catalyst, kind, revision) stays as it is (a
   * redelivery, a replica, a change seen again). Returns the owners who got a new one.
   */
  async insert(tx: Prisma.TransactionClient, alerts: readonly PlannedAlert[], syncId: string): Promise<Set<number>> {
    const owners = new Set<number>();
    for (let start = 0; start < alerts.length; start += BATCH) {
      const rows = alerts.slice(start, start + BATCH).map(({ ownerId, change, ticker, listIds }) => ({
        owner_id: ownerId,
        change_id: change.id.toString(),
        catalyst_id: change.catalystId,
        kind: change.kind,
        revision: change.revision,
        ticker,
        title: change.title,
        ...displayValues(change),
        list_ids: listIds,
        seen_at: (change.seenAt ? timestampDate(change.seenAt) : new Date()).toISOString(),
      }));
      const inserted = await tx.$queryRaw<{ owner_id: number }[]>`
        INSERT INTO alerts (owner_id, change_id, catalyst_id, kind, revision, ticker, title, previous, current, list_ids, sync_id, seen_at)
        SELECT r.owner_id, r.change_id, r.catalyst_id, r.kind, r.revision, r.ticker, r.title, r.previous, r.current,
               ARRAY(SELECT jsonb_array_elements_text(r.list_ids)::int), ${syncId}, r.seen_at
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(owner_id int, change_id bigint, catalyst_id text,
               kind text, revision int, ticker text, title text, previous text, current text, list_ids jsonb, seen_at timestamptz)
        ON CONFLICT (owner_id, catalyst_id, kind, revision) DO NOTHING
        RETURNING owner_id`;
      for (const row of inserted) owners.add(row.owner_id);
    }
    return owners;
  }

  /** One pending mail per owner for the sync, recorded before any job sends it. */
  async createMails(tx: Prisma.TransactionClient, ownerIds: readonly number[], syncId: string, now: Date): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO alert_mails (owner_id, sync_id, created_at) SELECT unnest(${ownerIds}::int[]), ${syncId}, ${now}
      ON CONFLICT (owner_id, sync_id) DO NOTHING`;
  }

  /** A lapsed owner's unsent mails are skipped and their alerts dropped (issue 22 §2). */
  async dropUnsent(tx: Prisma.TransactionClient, ownerId: number): Promise<void> {
    await tx.$executeRaw`
      WITH skipped AS (
        UPDATE alert_mails SET status = 'skipped' WHERE owner_id = ${ownerId} AND status = 'pending' RETURNING sync_id)
      DELETE FROM alerts WHERE owner_id = ${ownerId} AND sync_id IN (SELECT sync_id FROM skipped)`;
  }
}
