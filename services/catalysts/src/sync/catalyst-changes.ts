import type { JsonObject } from '@bufbuild/protobuf';
import type { CalendarType, ChangeKind } from '@mc/proto/calendar-terms';
import type { CatalystRecord } from '../catalysts/catalyst-record.js';

/** The values a change compares, keyed as CatalystValues' fields (and stored so in `catalyst_changes`). */
export interface ChangeValues {
  date?: string;
  time?: string;
  date_status?: string;
  deal_status?: string;
  outcome?: string;
  eps?: number;
  revenue?: number;
}

/** One change a sync applies to one catalyst, before it is stored. */
export interface ChangeDraft {
  catalystId: string;
  type: CalendarType;
  ticker: string | null;
  tickers: string[];
  title: string;
  kind: ChangeKind;
  previous: ChangeValues | null;
  current: ChangeValues | null;
  /** The catalyst's revision after the change. */
  revision: number;
}

/** What the change rules read of a stored catalyst. */
export interface ChangeSubject {
  type: CalendarType;
  ticker: string | null;
  tickers: string[];
  title: string;
  date: string;
  time: string | null;
  dateStatus: string;
  details: JsonObject;
}

/**
 * A row's latest change kind when one update records several (a date moved and confirmed at once):
 * the one a reader most needs to see first.
 */
const PRECEDENCE: readonly ChangeKind[] = ['removed', 'added', 'date_moved', 'confirmed', 'time_changed', 'status', 'outcome'];

export function latestKind(changes: readonly ChangeDraft[]): ChangeKind {
  return PRECEDENCE.find((kind) => changes.some((change) => change.kind === kind)) ?? changes[0].kind;
}

/** When the catalyst happens: what `added`, `removed` and the date changes carry. */
function whenOf(row: { date: string; time: string | null; dateStatus: string }): ChangeValues {
  return { date: row.date, ...(row.time === null ? {} : { time: row.time }), date_status: row.dateStatus };
}

const text = (details: JsonObject, key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);
const number = (details: JsonObject, key: string) => (typeof details[key] === 'number' ? (details[key] as number) : null);

/** An FDA decision or earnings actuals, when the type has them: null otherwise. */
function outcomeOf(type: CalendarType, details: JsonObject): ChangeValues | null {
  if (type === 'fda') {
    const outcome = text(details, 'outcome');
    return outcome === null ? {} : { outcome };
  }
  if (type === 'earnings') {
    const eps = number(details, 'eps');
    const revenue = number(details, 'revenue');
    return { ...(eps === null ? {} : { eps }), ...(revenue === null ? {} : { revenue }) };
  }
  return null;
}

const sameValues = (a: ChangeValues, b: ChangeValues) => JSON.stringify(a) === JSON.stringify(b);
const isEmpty = (values: ChangeValues) => Object.keys(values).length === 0;

/** A catalyst a sync stores for the first time (or again, after a removal). */
export function addedChange(record: CatalystRecord): ChangeDraft {
  return { ...subjectOf(record), kind: 'added', previous: null, current: whenOf(record), revision: 1 };
}

/** A catalyst the provider removed. */
export function removedChange(stored: ChangeSubject & { id: string }, revision: number): ChangeDraft {
  return { ...subjectOf(stored, stored.id), kind: 'removed', previous: whenOf(stored), current: null, revision };
}

/**
 * What an update changes of a stored catalyst, in the kinds a reader is told about: the date (another
 * day), else the time; an estimated date confirmed; an FDA outcome or earnings actuals given or
 * revised; an IPO's deal status. Anything else (an estimate, a title, a company's market cap) is
 * stored without a change recorded. A date that goes back from confirmed to estimated is no kind of
 * its own: its revision still goes up.
 */
export function updateChanges(stored: ChangeSubject, record: CatalystRecord, revision: number): ChangeDraft[] {
  const subject = subjectOf(record);
  const changes: ChangeDraft[] = [];
  const add = (kind: ChangeKind, previous: ChangeValues, current: ChangeValues) =>
    changes.push({ ...subject, kind, previous, current, revision });
  // A confirmation brings the time with it (an estimated date has none): it is not a time change too.
  const confirmed = stored.dateStatus !== 'confirmed' && record.dateStatus === 'confirmed';
  if (record.date !== stored.date) add('date_moved', whenOf(stored), whenOf(record));
  else if (record.time !== stored.time && !confirmed) add('time_changed', whenOf(stored), whenOf(record));
  if (confirmed) add('confirmed', whenOf(stored), whenOf(record));
  const before = outcomeOf(stored.type, stored.details);
  const after = outcomeOf(record.type, record.details as unknown as JsonObject);
  if (before && after && !isEmpty(after) && !sameValues(before, after)) add('outcome', before, after);
  if (record.type === 'ipo') {
    const [was, is] = [text(stored.details, 'deal_status'), record.details.deal_status];
    if (is !== null && is !== was) add('status', was === null ? {} : { deal_status: was }, { deal_status: is });
  }
  return changes;
}

function subjectOf(row: Omit<ChangeSubject, 'date' | 'time' | 'dateStatus' | 'details'> & { id?: string }, id = row.id!) {
  return { catalystId: id, type: row.type, ticker: row.ticker, tickers: row.tickers, title: row.title };
}
