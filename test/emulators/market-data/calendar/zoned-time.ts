import { EXCHANGE_TIME_ZONE, instantAt as zonedInstantAt, wallClock } from '@mc/market-time';
import { dayFromIso, isoOf } from './civil-date.js';

// The provider writes dates and times in US Eastern time; economic releases are scheduled in their own
// country's time. @mc/market-time reads the zones; the generators count days as numbers (civil-date.ts).

export const NEW_YORK = EXCHANGE_TIME_ZONE;

/** The zone's wall clock at an instant: its calendar day and `HH:MM:SS`. */
export function wallClockAt(zone: string, epochMs: number): { day: number; time: string } {
  const { day, time } = wallClock(epochMs, zone);
  return { day: dayFromIso(day)!, time };
}

/** The instant at which the zone's clock shows `time` on `day`. */
export function instantAt(zone: string, day: number, time: string): number {
  if (!/^\d{2}:\d{2}:\d{2}$/.test(time)) throw new Error(`not a time of day: ${time}`);
  return zonedInstantAt(isoOf(day), time, zone).getTime();
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
