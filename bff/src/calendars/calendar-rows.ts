import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Catalyst } from '@mc/proto';
import type { CalendarAccess, CalendarRow } from '@mc/api/calendars';
import { wallClock } from '@mc/market-time';
import { detailsJson } from './details/calendar-details.js';

/** One catalyst from the catalysts service as the API answers it, its date and time read in `tz`. */
export function toCalendarRow(catalyst: Catalyst, tz: string, access: CalendarAccess): CalendarRow {
  const startsAt = catalyst.startsAt ? timestampDate(catalyst.startsAt) : null;
  const local = startsAt ? wallClock(startsAt, tz) : null;
  // A preview shows that an FDA event exists and when, not what the agency is deciding.
  const locked = access === 'preview' && catalyst.type === 'fda';
  return {
    id: catalyst.id,
    type: catalyst.type,
    tickers: catalyst.tickers,
    ticker: catalyst.tickers[0] ?? null,
    company: catalyst.company ?? null,
    title: locked ? previewTitleOf(catalyst) : catalyst.title,
    date: local?.day ?? catalyst.date,
    time: local?.time.slice(0, 5) ?? null,
    date_et: catalyst.date,
    time_et: catalyst.time ? catalyst.time.slice(0, 5) : null,
    starts_at: startsAt?.toISOString() ?? null,
    session: catalyst.session,
    date_status: catalyst.dateStatus,
    date_precision: catalyst.datePrecision,
    date_label: catalyst.dateLabel ?? null,
    importance: catalyst.importance ?? null,
    sector: catalyst.sector ?? null,
    market_cap: catalyst.marketCap ?? null,
    details: locked ? null : detailsJson(catalyst.details),
    details_locked: locked,
    source: catalyst.source,
    source_url: locked ? null : (catalyst.sourceUrl ?? null),
    revision: catalyst.revision,
    first_seen_at: catalyst.firstSeenAt ? timestampDate(catalyst.firstSeenAt).toISOString() : '',
    updated_at: catalyst.updatedAt ? timestampDate(catalyst.updatedAt).toISOString() : '',
    previous_date: catalyst.previousDate ?? null,
    changed_at: catalyst.changedAt ? timestampDate(catalyst.changedAt).toISOString() : '',
    change_kind: catalyst.changeKind,
    expected_move: catalyst.expectedMove
      ? { percent: catalyst.expectedMove.percent, basis: 'avg_abs_last_8', samples: catalyst.expectedMove.samples }
      : null,
  } as CalendarRow;
}

/**
 * An FDA row's headline for a preview: the kind of event and whose it is ("PDUFA Date: argenx SE"),
 * never the drug or indication that the full title names.
 */
function previewTitleOf(catalyst: Catalyst): string {
  const eventType = catalyst.details.case === 'fda' ? (catalyst.details.value.eventType?.trim() ?? '') : '';
  const kind = eventType || 'FDA event';
  const whose = catalyst.company ?? catalyst.tickers[0];
  return whose ? `${kind}: ${whose}` : kind;
}
