import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import type { CatalystChange } from '@mc/proto';
import { ALERTED_STATUSES, displayValues, tickersOf } from './alert-rules.js';

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

  /**
   * Raises the changes' alerts in one statement, in PostgreSQL: for each change, each owner with a list
   * holding one of its tickers (change alerts on, subscription live) gets one alert naming those lists
   * and the first of the change's tickers they hold, and a pending mail for the sync. An alert already
   * stored for (owner, catalyst, kind, revision) stays as it is (a redelivery, a replica, a change seen
   * again). A sync of hundreds of moved dates raises hundreds of thousands of alerts at 10,000
   * subscribers: none of them passes through this process. Returns the owners who got a new one.
   */
  async raise(tx: Prisma.TransactionClient, changes: readonly CatalystChange[], syncId: string, now: Date): Promise<number[]> {
    const rows = changes.map((change) => ({
      change_id: change.id.toString(),
      catalyst_id: change.catalystId,
      kind: change.kind,
      revision: change.revision,
      tickers: tickersOf(change),
      title: change.title,
      ...displayValues(change),
      seen_at: (change.seenAt ? timestampDate(change.seenAt) : now).toISOString(),
    }));
    const raised = await tx.$queryRaw<{ owner_id: number }[]>`
      WITH changes AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS c(change_id bigint, catalyst_id text, kind text,
               revision int, tickers text[], title text, previous text, current text, seen_at timestamptz)
      ), held AS (
        SELECT c.*, w.owner_id, w.id AS list_id,
               (SELECT min(u.n) FROM unnest(c.tickers) WITH ORDINALITY AS u(ticker, n) WHERE u.ticker = ANY(w.tickers))::int AS first
          FROM changes c
          JOIN watchlists w ON w.tickers && c.tickers AND w.change_alerts
          JOIN owner_access a ON a.owner_id = w.owner_id AND a.status = ANY(${ALERTED_STATUSES}::text[])
      ), inserted AS (
        INSERT INTO alerts (owner_id, change_id, catalyst_id, kind, revision, ticker, title, previous, current, list_ids, sync_id, seen_at)
        SELECT owner_id, change_id, catalyst_id, kind, revision, tickers[min(first)], title, previous, current,
               array_agg(list_id ORDER BY list_id), ${syncId}, seen_at
          FROM held
         GROUP BY owner_id, change_id, catalyst_id, kind, revision, tickers, title, previous, current, seen_at
        ON CONFLICT (owner_id, catalyst_id, kind, revision) DO NOTHING
        RETURNING owner_id
      ), owners AS (
        SELECT DISTINCT owner_id FROM inserted
      ), mails AS (
        INSERT INTO alert_mails (owner_id, sync_id, created_at) SELECT owner_id, ${syncId}, ${now} FROM owners
        ON CONFLICT (owner_id, sync_id) DO NOTHING
      )
      SELECT owner_id FROM owners`;
    return raised.map((row) => row.owner_id);
  }

  /** A lapsed owner's unsent mails are skipped and their alerts dropped (issue 22 §2). */
  async dropUnsent(tx: Prisma.TransactionClient, ownerId: number): Promise<void> {
    await tx.$executeRaw`
      WITH skipped AS (
        UPDATE alert_mails SET status = 'skipped' WHERE owner_id = ${ownerId} AND status = 'pending' RETURNING sync_id)
      DELETE FROM alerts WHERE owner_id = ${ownerId} AND sync_id IN (SELECT sync_id FROM skipped)`;
  }
}
