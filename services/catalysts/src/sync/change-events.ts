import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { CalendarChangedSchema, CatalystValuesSchema } from '@mc/proto';
import type { CatalystChange } from '../generated/prisma/client.js';
import type { ChangeValues } from './catalyst-changes.js';

/** At most this many changes, and this many ids, in one `catalysts.calendar.changed.v1`. */
export const CHANGES_PER_MESSAGE = 500;

type CalendarChangedInit = MessageInitShape<typeof CalendarChangedSchema>;

export interface SyncMessages {
  /** The sync's id, shared by its messages. */
  syncId: string;
  backfill: boolean;
  /** Messages the sync recorded before this store: the next part is this + 1. */
  partsSent: number;
}

/**
 * One store's change events: its ids (and, outside a backfill, their changes) at most
 * CHANGES_PER_MESSAGE of each to a message, a catalyst's changes never split across two. `last`
 * (the sync's last store) marks its last message, or sends an empty one to end a sync whose earlier
 * stores sent some.
 */
export function changeMessages(
  type: string,
  sync: SyncMessages,
  changedIds: readonly string[],
  changes: readonly CatalystChange[],
  last: boolean,
): CalendarChangedInit[] {
  const changesOf = new Map<string, CatalystChange[]>();
  if (!sync.backfill)
    for (const change of changes) changesOf.set(change.catalystId, [...(changesOf.get(change.catalystId) ?? []), change]);
  const messages: { ids: string[]; changes: CatalystChange[] }[] = [];
  for (const id of changedIds) {
    const own = changesOf.get(id) ?? [];
    const current = messages.at(-1);
    if (current && current.ids.length < CHANGES_PER_MESSAGE && current.changes.length + own.length <= CHANGES_PER_MESSAGE) {
      current.ids.push(id);
      current.changes.push(...own);
    } else messages.push({ ids: [id], changes: [...own] });
  }
  if (last && messages.length === 0 && sync.partsSent > 0) messages.push({ ids: [], changes: [] });
  return messages.map((message, index) => ({
    type,
    ids: message.ids,
    changes: message.changes.sort((a, b) => (a.id < b.id ? -1 : 1)).map(changeMessage),
    syncId: sync.syncId,
    part: sync.partsSent + index + 1,
    lastPart: last && index === messages.length - 1,
    backfill: sync.backfill,
  }));
}

function changeMessage(change: CatalystChange) {
  return {
    id: change.id,
    catalystId: change.catalystId,
    type: change.type,
    ticker: change.ticker ?? undefined,
    tickers: change.tickers,
    title: change.title,
    kind: change.kind,
    previous: valuesMessage(change.previous as ChangeValues | null),
    current: valuesMessage(change.current as ChangeValues | null),
    revision: change.revision,
    seenAt: timestampFromDate(change.seenAt),
  };
}

function valuesMessage(values: ChangeValues | null): MessageInitShape<typeof CatalystValuesSchema> | undefined {
  if (values === null) return undefined;
  return {
    date: values.date,
    time: values.time,
    dateStatus: values.date_status,
    dealStatus: values.deal_status,
    outcome: values.outcome,
    eps: values.eps,
    revenue: values.revenue,
  };
}
