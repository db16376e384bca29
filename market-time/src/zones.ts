import { tzOffset } from '@date-fns/tz';
import { addDays, type Day } from './days.js';

/** Whether `zone` is an IANA zone name (`America/New_York`, `Europe/London`, `UTC`) this runtime knows. */
export function isKnownZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    // eslint-disable-next-line no-restricted-syntax -- a check of input, once per zone given: the formatter is not kept
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Zones change their offset only on a quarter hour (most on the hour): within a quarter hour one
 * offset holds, so it is asked once per zone and quarter hour. Intl costs microseconds a call, which
 * a page of a thousand rows, every request's "current week" or an emulator's tens of thousands of
 * generated rows would otherwise pay again and again.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_OFFSETS = 10_000;
const MAX_ZONE_FORMATS = 1_000;
const offsets = new Map<string, number>();

/** How far clocks in `zone` are ahead of UTC at `instantMs`, in milliseconds. */
function offsetMs(instantMs: number, zone: string): number {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  const key = `${zone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = tzOffset(zone, new Date(quarter * QUARTER_HOUR_MS)) * 60_000;
    if (Number.isNaN(offset)) throw new RangeError(`unknown time zone: ${zone}`);
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const msOf = (instant: Date | number) => (typeof instant === 'number' ? instant : instant.getTime());

/** The day and the 24-hour `HH:MM:SS` that clocks in `zone` read at `instant`. */
export function wallClock(instant: Date | number, zone: string): { day: Day; time: string } {
  const ms = msOf(instant);
  const local = new Date(Math.floor(ms / 1000) * 1000 + offsetMs(ms, zone)).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 19) };
}

/** The day clocks in `zone` show at `instant`. */
export const dayIn = (instant: Date | number, zone: string): Day => wallClock(instant, zone).day;

/**
 * The instant at which clocks in `zone` read `day` `time` (`HH:MM` or `HH:MM:SS`). A reading that a
 * DST change repeats gives the first of the two instants; one that it skips gives the instant one
 * offset before the change (2026-03-08 02:30 in New York is 06:30Z, 01:30 EST).
 */
export function instantAt(day: Day, time: string, zone: string): Date {
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), hour, minute, second);
  // Two corrections settle on the zone's offset at that moment, across a DST change too.
  const guess = asIfUtc - offsetMs(asIfUtc, zone);
  return new Date(asIfUtc - offsetMs(guess, zone));
}

/** The first instant of `day` in `zone`. */
export const dayStartsAt = (day: Day, zone: string): Date => instantAt(day, '00:00:00', zone);

/** The instant `day` ends in `zone`, which is when the next day starts (23, 24 or 25 hours after it began). */
export const dayEndsAt = (day: Day, zone: string): Date => dayStartsAt(addDays(day, 1), zone);

/**
 * US English formatters of `options`, one per zone, each built on first use. A formatter costs far
 * more to build than to use, and holds ICU memory outside V8's heap until it is collected: the alert
 * mails, when they built one per alert, left 170 MiB of it to glibc at 10,000 mails.
 */
export function formatsPerZone(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (zone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (zone) => {
    let format = formats.get(zone);
    if (!format) {
      // eslint-disable-next-line no-restricted-syntax -- the one place formatters per zone are built, and kept
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
      if (formats.size >= MAX_ZONE_FORMATS) formats.clear();
      formats.set(zone, format);
    }
    return format;
  };
}

const zoneNameFormat = formatsPerZone({ timeZoneName: 'short' });

/**
 * The short name clocks in `zone` go by at `instant`, as US English writes it: `EST` or `EDT` for
 * New York, `PST` for Los Angeles, `UTC`, and the offset where English has no common abbreviation
 * (`GMT+5:30` for Kolkata, `GMT+1` for London in summer): what a mail writes after a time.
 */
export function zoneAbbreviation(instant: Date | number, zone: string): string {
  return (
    zoneNameFormat(zone)
      .formatToParts(msOf(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}
