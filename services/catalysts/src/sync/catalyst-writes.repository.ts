import { Injectable } from '@nestjs/common';
import type { CatalystRecord } from '../catalysts/catalyst-record.js';
import type { Prisma } from '../generated/prisma/client.js';
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
    return new Map(rows.map((row) => [row.id, { ...row, date: dayOf(row.date) }]));
  }

  async apply(tx: Prisma.TransactionClient, plan: UpsertPlan, now: Date): Promise<void> {
    for (let start = 0; start < plan.inserts.length; start += INSERT_BATCH) {
      await tx.catalyst.createMany({
        data: plan.inserts.slice(start, start + INSERT_BATCH).map((record) => ({
          ...columnsOf(record),
          revision: 1,
          firstSeenAt: now,
          updatedAt: now,
        })),
      });
    }
    for (const { record, revision } of plan.updates) {
      await tx.catalyst.update({
        where: { id: record.id },
        data: { ...columnsOf(record), revision, updatedAt: now, removedAt: null },
      });
    }
    if (plan.removals.length)
      await tx.catalyst.updateMany({ where: { id: { in: plan.removals } }, data: { removedAt: now, updatedAt: now } });
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
