import { dayIn, wallClock, zoneAbbreviation } from '@mc/market-time';
import { groupRank, type BriefingItem, type CatalystSection } from './briefing-content.js';

/** `16:05 EDT`, `01:35 GMT+5:30`: the time in `zone`, named, so nobody reads it as another zone's. */
export function clockIn(instant: string, zone: string): string {
  const at = new Date(instant);
  return `${wallClock(at, zone).time.slice(0, 5)} ${zoneAbbreviation(at, zone)}`;
}

/** What follows "times are": the briefing's usual zone as its readers say it, any other by its IANA name. */
export const zoneWords = (zone: string): string =>
  zone === 'America/New_York' ? 'US Eastern' : `${zone.replaceAll('_', ' ')} time`;

/** Timed items first, in the order they happen; the others after them, as they were. */
const byInstant = (a: BriefingItem, b: BriefingItem) => (a.startsAt ?? '\uffff').localeCompare(b.startsAt ?? '\uffff');

/**
 * The catalysts as a reader in `zone` sees them: a timed one on the day it happens there and at its
 * time there (as the calendars place rows in `tz`), an untimed one on its provider day. Items stored
 * without their instant (briefings stored before it was kept) stay as they were.
 */
export function catalystsIn(section: CatalystSection, zone: string): CatalystSection {
  if (section.state !== 'included') return section;
  const days = new Map<string, Map<string, BriefingItem[]>>();
  for (const day of section.days)
    for (const group of day.groups)
      for (const item of group.items) {
        const date = item.startsAt ? dayIn(new Date(item.startsAt), zone) : day.date;
        const groups = days.get(date) ?? new Map<string, BriefingItem[]>();
        days.set(date, groups);
        const items = groups.get(group.heading) ?? [];
        groups.set(group.heading, items);
        items.push(item.startsAt ? { ...item, time: clockIn(item.startsAt, zone) } : item);
      }
  return {
    ...section,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, groups]) => ({
        date,
        groups: [...groups.entries()]
          .sort(([a], [b]) => groupRank(a) - groupRank(b))
          .map(([heading, items]) => ({ heading, items: items.sort(byInstant) })),
      })),
  };
}
