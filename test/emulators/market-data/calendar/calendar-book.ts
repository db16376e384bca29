import { findCompany } from '../universe/universe.js';
import { dayFromIso } from './civil-date.js';
import { blankFields, FIELD_KINDS, fieldProblem, REQUIRED_ON_ADD } from './calendar-fields.js';
import type { CalendarRow, CalendarRows, CalendarType, RemovedRow } from './calendar-types.js';
import { windowAround, type CalendarWindow } from './calendar-window.js';
import { conferenceCallTimelines } from './conference-calls.generator.js';
import { dividendTimelines } from './dividends.generator.js';
import { earningsTimelines } from './earnings.generator.js';
import { economicTimelines } from './economics.generator.js';
import { eventTimelines } from './events.generator.js';
import { fdaTimelines } from './fda.generator.js';
import { ipoTimelines } from './ipos.generator.js';
import { providerId } from './provider-id.js';
import { splitTimelines } from './splits.generator.js';
import { timelineOf, unixSeconds, versionAt, type Timeline } from './timeline.js';
import { easternDayOf } from './zoned-time.js';

// The provider's calendar database as of the emulator's clock: the generated rows, plus what tests added,
// changed and deleted through the control routes. Generated rows are rebuilt when the clock crosses into
// another US Eastern day (the window follows the clock); edits are kept by row id across rebuilds.

type Generator<K extends CalendarType> = (window: CalendarWindow, seed: number) => Timeline<CalendarRows[K]>[];

const GENERATORS: { [K in CalendarType]: Generator<K> } = {
  earnings: earningsTimelines,
  fda: fdaTimelines,
  ipos: ipoTimelines,
  dividends: dividendTimelines,
  splits: splitTimelines,
  'conference-calls': conferenceCallTimelines,
  economics: economicTimelines,
  events: eventTimelines,
};

/** The date that places a row in the served window (a year back at most). */
export const PRIMARY_DATE_FIELD: { [K in CalendarType]: keyof CalendarRows[K] & string } = {
  earnings: 'date',
  fda: 'date',
  ipos: 'date',
  dividends: 'date',
  splits: 'date_announced',
  'conference-calls': 'date',
  economics: 'date',
  events: 'date_start',
};

interface Patch {
  atMs: number;
  changes: Record<string, unknown>;
}

export type EditResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; message: string };

export class CalendarBook {
  private readonly generated = new Map<CalendarType, { day: number; timelines: Timeline<CalendarRow>[] }>();
  private readonly added = new Map<CalendarType, Timeline<CalendarRow>[]>();
  private readonly patches = new Map<string, Patch[]>();
  private readonly deletions = new Map<string, number>();
  private addedCount = 0;

  constructor(private readonly seed: number) {}

  /** Every row served at `nowMs`, edits applied, deleted rows left out. */
  rowsAt<K extends CalendarType>(type: K, nowMs: number): CalendarRows[K][] {
    return this.timelines(type, nowMs)
      .map((timeline) => this.servedAt(type, timeline, nowMs))
      .filter((row) => row !== undefined);
  }

  /** One row as served now, or undefined (without building every other row: tests edit hundreds at a time). */
  private rowServedAt<K extends CalendarType>(type: K, id: string, nowMs: number): CalendarRows[K] | undefined {
    const timeline = this.timelines(type, nowMs).find((candidate) => candidate.id === id);
    return timeline && this.servedAt(type, timeline, nowMs);
  }

  private servedAt<K extends CalendarType>(type: K, timeline: Timeline<CalendarRows[K]>, nowMs: number) {
    if (this.deletedAt(type, timeline) <= nowMs) return undefined;
    const row = this.rowAt(type, timeline, nowMs);
    if (!row) return undefined;
    const day = dayFromIso(String(row[PRIMARY_DATE_FIELD[type]]));
    return day === undefined || day >= windowAround(easternDayOf(nowMs)).fromDay ? row : undefined;
  }

  /** The rows of the given calendars deleted at or before `nowMs`. */
  removedAt(types: readonly CalendarType[], nowMs: number): RemovedRow[] {
    return types.flatMap((type) =>
      this.timelines(type, nowMs).flatMap((timeline) => {
        const deletedAtMs = this.deletedAt(type, timeline);
        if (deletedAtMs > nowMs || timeline.versions[0].atMs > deletedAtMs) return [];
        return [{ id: timeline.id, type, updated: unixSeconds(deletedAtMs) }];
      }),
    );
  }

  add<K extends CalendarType>(type: K, fields: Record<string, unknown>, nowMs: number): EditResult<CalendarRows[K]> {
    const problem = fieldProblem(type, fields);
    if (problem) return { ok: false, status: 400, message: problem };
    const missing = REQUIRED_ON_ADD[type].filter(
      (field) => fields[field as string] === undefined || fields[field as string] === '',
    );
    if (missing.length > 0) return { ok: false, status: 400, message: `a ${type} row needs ${missing.join(', ')}` };
    this.addedCount += 1;
    const id = providerId(this.seed, 'added', type, this.addedCount, nowMs);
    const timeline = timelineOf<CalendarRows[K]>(id, [
      { atMs: nowMs, changes: { ...blankFields(type), ...companyDefaults(type, fields), ...fields } as Partial<CalendarRows[K]> },
    ]);
    this.added.set(type, [...(this.added.get(type) ?? []), timeline as Timeline<CalendarRow>]);
    return { ok: true, value: timeline.versions[0].row };
  }

  change<K extends CalendarType>(
    type: K,
    id: string,
    changes: Record<string, unknown>,
    nowMs: number,
  ): EditResult<CalendarRows[K]> {
    const problem = fieldProblem(type, changes);
    if (problem) return { ok: false, status: 400, message: problem };
    if (!this.rowServedAt(type, id, nowMs)) {
      return { ok: false, status: 404, message: `no ${type} row ${id} is served now` };
    }
    const key = editKey(type, id);
    this.patches.set(key, [...(this.patches.get(key) ?? []), { atMs: nowMs, changes }]);
    return { ok: true, value: this.rowServedAt(type, id, nowMs) as CalendarRows[K] };
  }

  remove(type: CalendarType, id: string, nowMs: number): EditResult<RemovedRow> {
    if (!this.rowServedAt(type, id, nowMs)) {
      return { ok: false, status: 404, message: `no ${type} row ${id} is served now` };
    }
    this.deletions.set(editKey(type, id), nowMs);
    return { ok: true, value: { id, type, updated: unixSeconds(nowMs) } };
  }

  /** Forgets every edit (generated rows stay as the seed makes them). */
  reset(): void {
    this.added.clear();
    this.patches.clear();
    this.deletions.clear();
  }

  edits(): { added: number; changed: number; removed: number } {
    return {
      added: [...this.added.values()].reduce((sum, list) => sum + list.length, 0),
      changed: this.patches.size,
      removed: this.deletions.size,
    };
  }

  private timelines<K extends CalendarType>(type: K, nowMs: number): Timeline<CalendarRows[K]>[] {
    const day = easternDayOf(nowMs);
    let cached = this.generated.get(type);
    if (!cached || cached.day !== day) {
      const timelines = GENERATORS[type](windowAround(day), this.seed) as Timeline<CalendarRow>[];
      cached = { day, timelines };
      this.generated.set(type, cached);
    }
    return [...cached.timelines, ...(this.added.get(type) ?? [])] as Timeline<CalendarRows[K]>[];
  }

  private rowAt<K extends CalendarType>(
    type: K,
    timeline: Timeline<CalendarRows[K]>,
    nowMs: number,
  ): CalendarRows[K] | undefined {
    const row = versionAt(timeline, nowMs);
    if (!row) return undefined;
    const patches = (this.patches.get(editKey(type, timeline.id)) ?? []).filter((patch) => patch.atMs <= nowMs);
    return patches.reduce<CalendarRows[K]>(
      (patched, patch) => ({
        ...patched,
        ...patch.changes,
        updated: Math.max(patched.updated, unixSeconds(patch.atMs)),
      }),
      row,
    );
  }

  /** When the row was deleted, by the generator's script or by a test; Infinity while it stands. */
  private deletedAt(type: CalendarType, timeline: Timeline<unknown>): number {
    return Math.min(this.deletions.get(editKey(type, timeline.id)) ?? Infinity, timeline.removedAtMs ?? Infinity);
  }
}

function editKey(type: CalendarType, id: string): string {
  return `${type}:${id}`;
}

// A row added for a known ticker gets the company's name, exchange and importance unless the test says otherwise.
function companyDefaults(type: CalendarType, fields: Record<string, unknown>): Record<string, unknown> {
  const company = typeof fields.ticker === 'string' ? findCompany(fields.ticker.toUpperCase()) : undefined;
  if (!company) return {};
  const defaults = { name: company.name, exchange: company.exchange, importance: company.importance };
  return Object.fromEntries(Object.entries(defaults).filter(([field]) => field in FIELD_KINDS[type]));
}
