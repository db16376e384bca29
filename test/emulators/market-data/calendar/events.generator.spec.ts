import { findCompany } from '../universe/universe.js';
import { MONDAY, THURSDAY, dayFromIso, weekdayOf } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { eventTimelines } from './events.generator.js';
import { easternInstant } from './zoned-time.js';

const SEED = 42;
const timelines = eventTimelines(windowAround(dayFromIso('2026-11-16')!), SEED);
const DAY_MS = 86_400_000;
const rows = timelines.map((timeline) => timeline.versions.at(-1)!.row);

describe('investor events generator', () => {
  it('lists health-care companies presenting at the J.P. Morgan Healthcare Conference in mid-January', () => {
    const jpm = rows.filter((row) => row.event_name === 'J.P. Morgan Healthcare Conference' && row.date_start.startsWith('2026'));
    expect(jpm.length).toBeGreaterThanOrEqual(10);
    for (const row of jpm) {
      expect(row).toMatchObject({ event_type: 'Corporate conference presentation', location: 'San Francisco' });
      expect(row.date_start >= '2026-01-12' && row.date_start <= '2026-01-15').toBe(true);
      expect(findCompany(row.securities[0].symbol)?.sector).toBe('Health Care');
    }
  });

  it('gives each row one presenting company and a presentation day inside the conference', () => {
    for (const row of rows) {
      expect(row.securities).toHaveLength(1);
      expect(findCompany(row.securities[0].symbol)).toBeDefined();
      expect(row.date_end).toBe(row.date_start);
    }
    const weekdays = rows
      .filter((row) => row.event_name === 'Goldman Sachs Communacopia + Technology Conference')
      .map((row) => weekdayOf(dayFromIso(row.date_start)!));
    expect(Math.min(...weekdays)).toBeGreaterThanOrEqual(MONDAY);
    expect(Math.max(...weekdays)).toBeLessThanOrEqual(THURSDAY);
  });

  it('also lists investor days and annual meetings of large companies', () => {
    expect(rows.some((row) => row.event_type === 'Investor Day')).toBe(true);
    const meetings = rows.filter((row) => row.event_type === 'Annual General Meeting');
    expect(meetings.length).toBeGreaterThan(50);
    for (const row of meetings) {
      expect(['04', '05', '06']).toContain(row.date_start.slice(5, 7));
      expect(row.webcast_link).toBe(
        `https://www.virtualshareholdermeeting.com/${row.securities[0].symbol}${row.date_start.slice(0, 4)}`,
      );
    }
  });

  it('publishes the time about two weeks ahead and the webcast about a week ahead', () => {
    for (const timeline of timelines.slice(0, 300)) {
      const [listed, scheduled, webcast] = timeline.versions;
      const dayMs = easternInstant(dayFromIso(listed.row.date_start)!, '00:00:00');
      expect(listed.row).toMatchObject({ start_time: '', webcast_link: '' });
      expect(scheduled.row.start_time).toMatch(/^\d{2}:\d{2}:00$/);
      expect(dayMs - scheduled.atMs).toBeLessThanOrEqual(14 * DAY_MS);
      expect(webcast.row.webcast_link).toMatch(/^https:\/\//);
      expect(dayMs - webcast.atMs).toBeLessThanOrEqual(7 * DAY_MS);
      expect(webcast.row.updated).toBeGreaterThan(scheduled.row.updated);
    }
  });
});
