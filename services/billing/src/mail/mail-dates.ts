import { dayIn, wallClock, zoneAbbreviation } from '@mc/market-time';

const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** "November 30, 2026": the day clocks in the account's `zone` show at `instant`. */
export const longDate = (instant: Date, zone: string): string => longDay.format(new Date(`${dayIn(instant, zone)}T00:00:00Z`));

/** "9:00 AM": the time of day in `zone`, as US English writes it (built here: Intl puts a narrow no-break space before AM). */
function clockTime(instant: Date, zone: string): string {
  const [hour, minute] = wallClock(instant, zone).time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "December 1, 2026, 9:00 AM EST": a date with its time names the zone, so no reader takes it for theirs. */
export const longDateTime = (instant: Date, zone: string): string =>
  `${longDate(instant, zone)}, ${clockTime(instant, zone)} ${zoneAbbreviation(instant, zone)}`;
