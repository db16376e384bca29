import { dayFromIso } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { conferenceCallTimelines } from './conference-calls.generator.js';
import { earningsTimelines } from './earnings.generator.js';
import { easternInstant } from './zoned-time.js';

const SEED = 42;
const WINDOW = windowAround(dayFromIso('2026-11-16')!);
const DAY_MS = 86_400_000;

const calls = conferenceCallTimelines(WINDOW, SEED);
const earnings = earningsTimelines(WINDOW, SEED);

describe('conference-call generator', () => {
  it('schedules one call per earnings report, on the report’s confirmed day, listed when the date is confirmed', () => {
    expect(calls).toHaveLength(earnings.length);
    const reports = new Map(
      earnings.map((timeline) => [`${timeline.versions[2].row.ticker}|${timeline.versions[2].row.date}`, timeline]),
    );
    for (const call of calls) {
      const row = call.versions.at(-1)!.row;
      const report = reports.get(`${row.ticker}|${row.date}`);
      expect(report).toBeDefined();
      expect(call.versions[0].atMs).toBe(report!.versions[1].atMs);
      expect(row).toMatchObject({ period: report!.versions[2].row.period, confirmed: true });
    }
  });

  it('calls after an after-close report in the evening and after a before-open one in the morning', () => {
    const reports = new Map(
      earnings.map((timeline) => [
        `${timeline.versions[2].row.ticker}|${timeline.versions[2].row.date}`,
        timeline.versions[2].row,
      ]),
    );
    for (const call of calls.slice(0, 400)) {
      const row = call.versions.at(-1)!.row;
      const report = reports.get(`${row.ticker}|${row.date}`)!;
      expect(row.start_time > report.time).toBe(true);
      expect(report.time < '12:00:00' ? row.start_time <= '10:00:00' : row.start_time >= '16:30:00').toBe(true);
    }
  });

  it('adds dial-in numbers in the fictional 555-01xx range about a week ahead', () => {
    for (const call of calls.slice(0, 400)) {
      const [announced, dialIn] = call.versions;
      expect(announced.row.phone_num).toBe('');
      expect(dialIn.row.phone_num).toMatch(/^\(800\) 555-01\d\d$/);
      expect(dialIn.row.international_num).toMatch(/^\+1 \(201\) 555-01\d\d$/);
      expect(dialIn.row.updated).toBeGreaterThan(announced.row.updated);
      const callDayMs = easternInstant(dayFromIso(dialIn.row.date)!, '00:00:00');
      expect(callDayMs - dialIn.atMs).toBeLessThanOrEqual(7 * DAY_MS);
    }
  });

  it('withdraws about one call in fifty two days ahead', () => {
    const withdrawn = calls.filter((call) => call.removedAtMs !== undefined);
    expect(withdrawn.length / calls.length).toBeGreaterThan(0.005);
    expect(withdrawn.length / calls.length).toBeLessThan(0.05);
    for (const call of withdrawn) {
      const row = call.versions.at(-1)!.row;
      expect(call.removedAtMs).toBe(easternInstant(dayFromIso(row.date)! - 2, '12:00:00'));
      expect(call.removedAtMs!).toBeGreaterThan(call.versions[0].atMs);
    }
  });
});
