/** Days as YYYY-MM-DD strings, and instants read in a reader's zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** Whether `zone` is an IANA zone name (`America/New_York`, `Europe/London`, `UTC`) this runtime knows. */
export function isKnownZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Zones change their offset only on a quarter hour (most on the hour): within a quarter hour one
 * offset holds, so it is worked out once per zone and quarter hour. Intl's formatting costs tens of
 * microseconds a call, which a page of a thousand rows, or every request's "current week", would
 * otherwise pay again and again.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_OFFSETS = 10_000;
const offsets = new Map<string, number>();

/** How far clocks in `zone` are ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, zone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  const key = `${zone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = quarter * QUARTER_HOUR_MS;
    const parts = Object.fromEntries(
      formatter(zone)
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    offset = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute) - at;
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The day and the 24-hour HH:MM that clocks in `zone` read at `instant`. */
export function readIn(instant: Date, zone: string): { date: string; time: string } {
  const local = new Date(instant.getTime() + offsetMs(instant.getTime(), zone)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of `day`'s week (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Both days included. */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

export function isRealDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCFullYear() === +match[1] && date.getUTCMonth() === +match[2] - 1 && date.getUTCDate() === +match[3];
}

/** The week (Monday–Sunday) that holds today in `zone`. */
export function currentWeek(now: Date, zone: string): { date_from: string; date_to: string } {
  const monday = mondayOf(readIn(now, zone).date);
  return { date_from: monday, date_to: addDays(monday, 6) };
}
