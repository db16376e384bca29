import type { CatalystRecord } from '../catalysts/catalyst-record.js';
import { addedChange, removedChange, updateChanges, type ChangeDraft, type ChangeSubject } from './catalyst-changes.js';

/** What the store holds of a catalyst, as far as deciding an upsert goes. */
export interface StoredCatalyst extends ChangeSubject {
  id: string;
  providerUpdated: number;
  fingerprint: string;
  date: string;
  time: string | null;
  dateStatus: string;
  revision: number;
  removedAt: Date | null;
  company: string | null;
  sector: string | null;
  marketCap: number | null;
  importance: number | null;
}

export interface CatalystUpdate {
  record: CatalystRecord;
  revision: number;
}

export interface RemovedRef {
  id: string;
  /** When the provider removed it, Unix seconds. */
  updated: number;
}

export interface UpsertPlan {
  inserts: CatalystRecord[];
  updates: CatalystUpdate[];
  removals: string[];
  /** Every id added, changed or removed: what the change event names. */
  changedIds: string[];
  /** What the inserts, updates and removals change, in the kinds a reader is told about (issue 22 §1). */
  changes: ChangeDraft[];
}

/**
 * Decides, from what is stored, what a sync's rows and removals change. Pure, so that the rules
 * are tested without a database:
 * - a row is new, or changed (what the provider or the company's profile says differs, or the
 *   importance derived from them, or it had been removed), or left alone;
 * - an answer older than the stored row (the provider's `updated`) never overwrites it;
 * - the revision goes up when the date, the time or the date status changes;
 * - a removal applies unless the row was updated after it (then the row is back);
 * - each insert, removal and update records its changes (catalyst-changes.ts); a row back after a
 *   removal is `added` again;
 * - a row that appears twice in one sync (pages shift while paging by `updated`) counts once, newest first.
 */
export function planUpsert(
  stored: ReadonlyMap<string, StoredCatalyst>,
  incoming: readonly CatalystRecord[],
  removed: readonly RemovedRef[],
): UpsertPlan {
  const newest = new Map<string, CatalystRecord>();
  for (const record of incoming) {
    const seen = newest.get(record.id);
    if (!seen || record.providerUpdated >= seen.providerUpdated) newest.set(record.id, record);
  }
  const plan: UpsertPlan = { inserts: [], updates: [], removals: [], changedIds: [], changes: [] };
  for (const record of newest.values()) {
    const current = stored.get(record.id);
    if (!current) {
      plan.inserts.push(record);
      plan.changes.push(addedChange(record));
    } else if (record.providerUpdated < current.providerUpdated) {
      continue;
    } else if (
      record.fingerprint !== current.fingerprint ||
      current.removedAt !== null ||
      record.company !== current.company ||
      record.sector !== current.sector ||
      record.marketCap !== current.marketCap ||
      record.importance !== current.importance
    ) {
      const moved = record.date !== current.date || record.time !== current.time || record.dateStatus !== current.dateStatus;
      const revision = current.revision + (moved ? 1 : 0);
      plan.updates.push({ record, revision });
      if (current.removedAt !== null) plan.changes.push({ ...addedChange(record), revision });
      else plan.changes.push(...updateChanges(current, record, revision));
    } else {
      continue;
    }
    plan.changedIds.push(record.id);
  }
  for (const removal of removed) {
    const current = stored.get(removal.id);
    const update = newest.get(removal.id);
    // Re-added (or changed) after the removal: the row stands.
    if (Math.max(current?.providerUpdated ?? -1, update?.providerUpdated ?? -1) > removal.updated) continue;
    const live = current !== undefined && current.removedAt === null;
    // What this sync would have written for the row is dropped: the removal is newer.
    plan.inserts = plan.inserts.filter((record) => record.id !== removal.id);
    plan.updates = plan.updates.filter((change) => change.record.id !== removal.id);
    plan.changedIds = plan.changedIds.filter((id) => id !== removal.id);
    plan.changes = plan.changes.filter((change) => change.catalystId !== removal.id);
    if (live) {
      plan.removals.push(removal.id);
      plan.changedIds.push(removal.id);
      plan.changes.push(removedChange(current, current.revision));
    }
  }
  return plan;
}
