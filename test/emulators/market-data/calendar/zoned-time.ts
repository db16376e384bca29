import { isoOf, ymdOf } from './civil-date.js';

// Wall-clock time in a named zone. The provider writes dates and times in US Eastern time; economic releases
// are scheduled in their own country's time. Intl knows every zone's daylight-saving rules, so nothing here
// hard-codes an offset.

export const NEW_YORK = 'America/New_York';

const DAY_MS = 86_400_000;
const TIME = /^(\d{2}):(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant: its calendar day and `HH:MM:SS`. */
export function wallClockAt(zone: string, epochMs: number): { day: number; time: string } {
  const wallMs = Math.floor(epochMs / 1000) * 1000 + offsetAt(zone, epochMs);
  const day = Math.floor(wallMs / DAY_MS);
  return { day, time: new Date(wallMs).toISOString().slice(11, 19) };
}

/** The instant at which the zone's clock shows `time` on `day` (for a time skipped by a clock change, just after). */
export function instantAt(zone: string, day: number, time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new Error(`not a time of day: ${time}`);
  const { year, month, day: dayOfMonth } = ymdOf(day);
  const asIfUtc = Date.UTC(year, month - 1, dayOfMonth, Number(match[1]), Number(match[2]), Number(match[3]));
  let instant = asIfUtc - offsetAt(zone, asIfUtc);
  const corrected = asIfUtc - offsetAt(zone, instant);
  if (corrected !== instant) instant = corrected;
  return instant;
}

// Asking Intl is slow and the generators convert tens of thousands of times; zones change their offset on
// whole hours (on quarter hours at worst, which no zone used here does), so one answer per zone and hour will do.
const offsets = new Map<string, number>();
const HOUR_MS = 3_600_000;

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(zone: string, epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const key = `${zone}|${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const parts = Object.fromEntries(
      formatterFor(zone)
        .formatToParts(new Date(at))
        .map((p) => [p.type, p.value]),
    );
    const wallAsUtc = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    offset = wallAsUtc - at;
    if (offsets.size > 200_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The US Eastern calendar day of an instant. */
export function easternDayOf(epochMs: number): number {
  return wallClockAt(NEW_YORK, epochMs).day;
}

export function easternInstant(day: number, time: string): number {
  return instantAt(NEW_YORK, day, time);
}

export function easternDateText(epochMs: number): string {
  return isoOf(easternDayOf(epochMs));
}
