import type { CalendarRow } from '@mc/api/calendars';
import { addDays, type Day } from './day-range.js';
import { CALENDAR_KINDS } from './calendar-kinds.js';
import { rowCalendarLink } from './row-link.js';

// One catalyst as an event of the reader's own calendar app: an `.ics` file of one VEVENT (made in the browser
// with ical-generator, the library the private feeds use, loaded only when asked for) and Google Calendar's
// event template. Both say the same: the same summary, times, description and link.

/** A timed event lasts an hour in the calendar app: a report or a release is a moment, a block is what shows. */
const TIMED_EVENT_MS = 60 * 60 * 1000;

const SESSION_WORDS: Record<CalendarRow['session'], string | null> = {
  before_open: 'before open',
  during_market: 'during market',
  after_close: 'after close',
  unknown: null,
};

/** "Earnings" in a sentence is "earnings"; "FDA" and "IPO" stay as they are. */
const inSentence = (label: string) => (/^.[a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** "AAPL earnings (after close, confirmed)", "US CPI (estimated)": what the row is, as the private feed names it. */
export function eventSummary(row: CalendarRow): string {
  const what = row.ticker ? `${row.ticker} ${inSentence(CALENDAR_KINDS[row.type].label)}` : row.title;
  const marks = [SESSION_WORDS[row.session], row.date_label, row.date_status].filter(Boolean);
  return `${what} (${marks.join(', ')})`;
}

/** The row in its calendar on this site. */
function rowUrl(row: CalendarRow, origin: string): string {
  const link = rowCalendarLink(row);
  return `${origin}${link.pathname}${link.search}`;
}

/** The headline, the company and where to read more. */
export function eventDescription(row: CalendarRow, origin: string): string {
  return [row.title, row.company, rowUrl(row, origin)].filter(Boolean).join('\n');
}

/** When it happens: an instant and an hour for a timed row, else the whole day (its end the next day, exclusive). */
export type EventTimes = { allDay: false; start: Date; end: Date } | { allDay: true; day: Day; endDay: Day };

export function eventTimes(row: CalendarRow): EventTimes {
  if (row.starts_at) {
    const start = new Date(row.starts_at);
    return { allDay: false, start, end: new Date(start.getTime() + TIMED_EVENT_MS) };
  }
  // The provider's day: untimed rows keep it whatever the reader's zone.
  return { allDay: true, day: row.date_et, endDay: addDays(row.date_et, 1) };
}

/** `20261204T210000Z` or `20261204`, as Google's `dates` and iCalendar's basic format write them. */
const compactInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const compactDay = (day: Day) => day.replace(/-/g, '');

/** Google Calendar's "add this event" page, filled in. */
export function googleCalendarEventUrl(row: CalendarRow, origin: string): string {
  const times = eventTimes(row);
  const dates = times.allDay
    ? `${compactDay(times.day)}/${compactDay(times.endDay)}`
    : `${compactInstant(times.start)}/${compactInstant(times.end)}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventSummary(row),
    dates,
    details: eventDescription(row, origin),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/**
 * The `.ics` text of one VEVENT. Its UID is the private feed's (`{catalyst id}@{host}`) and SEQUENCE the row's
 * revision, so an event added by hand and the same event from a feed are one event to the calendar app.
 */
export async function eventFile(row: CalendarRow, origin: string): Promise<string> {
  const { default: ical, ICalEventStatus } = await import('ical-generator');
  const host = new URL(origin).host;
  const calendar = ical({ prodId: { company: 'Market Catalysts', product: 'Catalyst', language: 'EN' } });
  const times = eventTimes(row);
  calendar.createEvent({
    id: `${row.id}@${host}`,
    sequence: row.revision,
    summary: eventSummary(row),
    description: eventDescription(row, origin),
    url: rowUrl(row, origin),
    status: row.date_status === 'estimated' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    stamp: new Date(row.updated_at),
    ...(times.allDay
      ? { allDay: true, start: new Date(`${times.day}T00:00:00Z`), end: new Date(`${times.endDay}T00:00:00Z`) }
      : { start: times.start, end: times.end }),
  });
  return calendar.toString();
}

/** The file's name: the catalyst's id, which is also what the download is about. */
export const eventFileName = (row: CalendarRow) => `${row.id}.ics`;
