import { Injectable } from '@nestjs/common';
import type { CalendarChanged, CatalystVersion } from '@mc/proto';
import { InvalidatableCache } from '@mc/runtime';

/** What a feed build needs of a catalyst before its text: which it is, when it last changed, whose it is. */
export type RowVersion = Pick<CatalystVersion, 'id' | 'updatedAt' | 'tickers'>;

/** The group of the rows every feed shares (important economic releases, market days): no symbol starts with `*`. */
export const MACRO_ROWS = '*macro';
/** Symbols in use across every list, each with a day's window; far more than the companies catalysts knows. */
const MAX_GROUPS = 50_000;
/** Bounds how long a missed event can leave a symbol's rows stale (as the built feeds). */
const TTL_MS = 15 * 60_000;

/**
 * Which catalysts each symbol has in a day's feed window, by id and last change, and the same for the
 * macro rows: a feed build asks catalysts only for the symbols of its list not kept yet (after one of
 * its tickers was swapped: that one), instead of every row of the list. Dropped per symbol when
 * catalysts.calendar.changed.v1 names a change of it; dropped whole when a message does not say
 * which symbols its rows are (a backfill, the company refresh, the market days). FeedCache follows
 * the events and pauses this with its own cache.
 */
@Injectable()
export class FeedRowVersions {
  private readonly kept = new InvalidatableCache<readonly RowVersion[]>({ maxEntries: MAX_GROUPS, ttlMs: TTL_MS });

  constructor() {
    // Nothing is kept until the events are followed.
    this.kept.pause();
  }

  /** The versions kept for `group` (a symbol, or MACRO_ROWS) in the window starting `day`. */
  get(day: string, group: string): readonly RowVersion[] | undefined {
    return this.kept.get(keyOf(day, group));
  }

  /** Call before asking catalysts; pass the mark to `keep`. */
  mark(): number {
    return this.kept.mark();
  }

  /** Keeps a group's versions asked for since `mark`, unless a change of the group arrived meanwhile. */
  keep(day: string, group: string, versions: readonly RowVersion[], mark: number): void {
    this.kept.keep(keyOf(day, group), group, versions, mark);
  }

  /** What a calendar change makes stale: the symbols of its changes, or everything when it does not name them all. */
  calendarChanged(change: CalendarChanged): void {
    const described = new Set(change.changes.map((each) => each.catalystId));
    if (change.changes.length === 0 || change.ids.some((id) => !described.has(id))) return this.kept.clear();
    const groups = new Set(change.changes.flatMap((each) => (each.tickers.length ? each.tickers : [MACRO_ROWS])));
    this.kept.invalidate(...groups);
  }

  clear(): void {
    this.kept.clear();
  }

  pause(): void {
    this.kept.pause();
  }

  resume(): void {
    this.kept.resume();
  }
}

const keyOf = (day: string, group: string) => `${day}|${group}`;
