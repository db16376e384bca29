import type { CalendarRow, MarketDetails } from '@mc/api/calendars';

/** A market day as a notice under a day's heading: what a trader reads first, and the occasion. */
export interface MarketNotice {
  kind: MarketDetails['kind'];
  /** "Market closed", "Closes 13:00 ET", "Options expire", "Quad witching". */
  text: string;
  /** "Thanksgiving Day", "Quarterly options and futures expiration". */
  name: string;
}

/** The short words of a market day. */
export function noticeOf(details: MarketDetails): MarketNotice {
  const text =
    details.kind === 'holiday'
      ? 'Market closed'
      : details.kind === 'early_close'
        ? `Closes ${details.close_time ?? '13:00'} ET`
        : details.kind === 'quad_witching'
          ? 'Quad witching'
          : 'Options expire';
  return { kind: details.kind, text, name: details.name };
}

export type MarketDays = ReadonlyMap<string, readonly MarketNotice[]>;

/** The market calendar's rows by day, as notices. */
export function marketDaysOf(rows: readonly CalendarRow[]): MarketDays {
  const days = new Map<string, MarketNotice[]>();
  for (const row of rows) {
    if (row.type !== 'market' || !row.details) continue;
    const notices = days.get(row.date) ?? [];
    notices.push(noticeOf(row.details));
    days.set(row.date, notices);
  }
  return days;
}

/** Days on which the session itself is changed (closed, or closing early): these get a heading even without events. */
export function sessionChangeDays(days: MarketDays): string[] {
  return [...days.entries()]
    .filter(([, notices]) => notices.some((notice) => notice.kind === 'holiday' || notice.kind === 'early_close'))
    .map(([day]) => day);
}
