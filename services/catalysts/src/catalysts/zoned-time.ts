/** The zone the provider's dates and times are in. */
export const PROVIDER_TIME_ZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** The wall-clock reading of `instant` in `zone`, as milliseconds of a UTC date with the same reading. */
function wallClockMs(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

/**
 * The instant at which the clocks of `zone` read `day` `time` (YYYY-MM-DD, HH:MM:SS). A reading that
 * a DST change skips or repeats (02:00–03:00 Eastern, when no market event happens) gives one of the
 * instants next to it.
 */
export function zonedInstant(day: string, time: string, zone = PROVIDER_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, date, hour, minute, second);
  // Two corrections settle on the zone's offset at that moment, across a DST change too.
  let guess = wanted - (wallClockMs(wanted, zone) - wanted);
  guess = wanted - (wallClockMs(guess, zone) - guess);
  return new Date(guess);
}

/** Today's date in `zone`, YYYY-MM-DD. */
export function dayIn(instant: Date, zone = PROVIDER_TIME_ZONE): string {
  return new Date(wallClockMs(instant.getTime(), zone)).toISOString().slice(0, 10);
}
