import { Injectable } from '@nestjs/common';
import type { CatalystRecord } from '../catalysts/catalyst-record.js';
import type { JsonObject } from '@bufbuild/protobuf';
import type { CatalystChange, Prisma } from '../generated/prisma/client.js';
import { latestKind, type ChangeDraft } from './catalyst-changes.js';
import type { StoredCatalyst, UpsertPlan } from './upsert-plan.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 26 columns a row. */
const INSERT_BATCH = 1_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** What a sync reads and writes of the catalysts table, always inside its storing transaction. */
@Injectable()
export class CatalystWritesRepository {
  /** The stored rows among `ids`, as planUpsert needs them. */
  async stored(tx: Prisma.TransactionClient, ids: readonly string[]): Promise<Map<string, StoredCatalyst>> {
    const rows = await tx.catalyst.findMany({
      where: { id: { in: [...ids] } },
      select: {
        id: true,
        type: true,
        ticker: true,
        tickers: true,
        title: true,
        details: true,
        providerUpdated: true,
        fingerprint: true,
        date: true,
        time: true,
        dateStatus: true,
        revision: true,
        removedAt: true,
        company: true,
        sector: true,
        marketCap: true,
        importance: true,
      },
    });
    return new Map(
      rows.map((row) => [row.id, { ...row, date: dayOf(row.date), details: row.details as JsonObject, type: row.type }]),
    );
  }

  /**
   * Writes the plan: the rows, each row's latest change (`changed_at`, `change_kind`, and
   * `previous_date` when its date moved), and the changes themselves (`backfill` marks those of the
   * first backfill). Returns the stored changes, in the order recorded.
   */
  async apply(tx: Prisma.TransactionClient, plan: UpsertPlan, now: Date, backfill: boolean): Promise<CatalystChange[]> {
    const changesOf = new Map<string, ChangeDraft[]>();
    for (const change of plan.changes) changesOf.set(change.catalystId, [...(changesOf.get(change.catalystId) ?? []), change]);
    for (let start = 0; start < plan.inserts.length; start += INSERT_BATCH) {
      await tx.catalyst.createMany({
        data: plan.inserts.slice(start, start + INSERT_BATCH).map((record) => ({
          ...columnsOf(record),
          revision: 1,
          firstSeenAt: now,
          updatedAt: now,
          changedAt: now,
          changeKind: 'added',
        })),
      });
    }
    for (const { record, revision } of plan.updates) {
      await tx.catalyst.update({
        where: { id: record.id },
        data: {
          ...columnsOf(record),
          revision,
          updatedAt: now,
          removedAt: null,
          ...latestChangeOf(changesOf.get(record.id), now),
        },
      });
    }
    if (plan.removals.length)
      await tx.catalyst.updateMany({
        where: { id: { in: plan.removals } },
        data: { removedAt: now, updatedAt: now, changedAt: now, changeKind: 'removed' },
      });
    const stored: CatalystChange[] = [];
    for (let start = 0; start < plan.changes.length; start += INSERT_BATCH) {
      const batch = plan.changes.slice(start, start + INSERT_BATCH).map((change) => ({
        catalystId: change.catalystId,
        type: change.type,
        ticker: change.ticker,
        tickers: change.tickers,
        title: change.title,
        kind: change.kind,
        previous: (change.previous ?? undefined) as Prisma.InputJsonValue | undefined,
        current: (change.current ?? undefined) as Prisma.InputJsonValue | undefined,
        revision: change.revision,
        seenAt: now,
        backfill,
      }));
      stored.push(...(await tx.catalystChange.createManyAndReturn({ data: batch })));
    }
    return stored.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Deletes the changes of `type` seen before `before`, `batch` at a time; returns how many. */
  async pruneChanges(db: Prisma.TransactionClient, type: string, before: Date, batch: number): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await db.$executeRaw`
        DELETE FROM catalyst_changes WHERE id = ANY(ARRAY(
          SELECT id FROM catalyst_changes WHERE type = ${type}::calendar_type AND seen_at < ${before} LIMIT ${batch}))`;
      total += deleted;
      if (deleted < batch) return total;
    }
  }

  /** Symbols of the live catalysts: whose company profiles matter. */
  async tickers(db: Prisma.TransactionClient): Promise<string[]> {
    const rows = await db.catalyst.findMany({
      where: { removedAt: null, ticker: { not: null } },
      distinct: ['ticker'],
      select: { ticker: true },
    });
    return rows.map((row) => row.ticker!);
  }
}

/** A row's latest change among an update's changes; nothing when the update records none (an estimate, a market cap). */
function latestChangeOf(changes: readonly ChangeDraft[] | undefined, now: Date) {
  if (!changes?.length) return {};
  const moved = changes.find((change) => change.kind === 'date_moved');
  return {
    changedAt: now,
    changeKind: latestKind(changes),
    ...(moved?.previous?.date ? { previousDate: dateOf(moved.previous.date) } : {}),
  };
}

function columnsOf(record: CatalystRecord) {
  return {
    id: record.id,
    type: record.type,
    providerId: record.providerId,
    tickers: record.tickers,
    ticker: record.ticker,
    company: record.company,
    title: record.title,
    date: dateOf(record.date),
    time: record.time,
    startsAt: record.startsAt,
    session: record.session,
    dateStatus: record.dateStatus,
    datePrecision: record.datePrecision,
    dateLabel: record.dateLabel,
    importance: record.importance,
    sector: record.sector,
    marketCap: record.marketCap,
    details: record.details,
    source: record.source,
    sourceUrl: record.sourceUrl,
    searchText: record.searchText,
    fingerprint: record.fingerprint,
    providerUpdated: record.providerUpdated,
  };
}
