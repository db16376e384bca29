import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { CatalystSchema } from '@mc/proto';
import type { CatalystRow } from './calendars.repository.js';
import { detailsMessage } from './catalyst-details.message.js';
import { EXPECTED_MOVE_BASIS } from '../reactions/expected-move.js';

/** A stored catalyst as the contract's Catalyst message. */
export function toCatalystMessage(row: CatalystRow): MessageInitShape<typeof CatalystSchema> {
  return {
    id: row.id,
    type: row.type,
    tickers: row.tickers,
    company: row.company ?? undefined,
    title: row.title,
    date: row.date.toISOString().slice(0, 10),
    time: row.time ?? undefined,
    startsAt: row.starts_at ? timestampFromDate(row.starts_at) : undefined,
    session: row.session,
    dateStatus: row.date_status,
    datePrecision: row.date_precision,
    dateLabel: row.date_label ?? undefined,
    importance: row.importance ?? undefined,
    sector: row.sector ?? undefined,
    marketCap: row.market_cap ?? undefined,
    details: detailsMessage(row.type, row.details),
    source: row.source,
    sourceUrl: row.source_url ?? undefined,
    revision: row.revision,
    firstSeenAt: timestampFromDate(row.first_seen_at),
    updatedAt: timestampFromDate(row.updated_at),
    removedAt: row.removed_at ? timestampFromDate(row.removed_at) : undefined,
    previousDate: row.previous_date ? row.previous_date.toISOString().slice(0, 10) : undefined,
    changedAt: timestampFromDate(row.changed_at),
    changeKind: row.change_kind,
    expectedMove:
      row.expected_move_percent === null
        ? undefined
        : { percent: row.expected_move_percent, basis: EXPECTED_MOVE_BASIS, samples: row.expected_move_samples ?? 0 },
  };
}
