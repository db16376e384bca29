import { findCompany } from '../universe/universe.js';
import { dayFromIso, isoOf } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { splitTimelines } from './splits.generator.js';

const SEED = 42;
const TODAY = dayFromIso('2026-11-16')!;
const timelines = splitTimelines(windowAround(TODAY), SEED);
const rows = timelines.map((timeline) => timeline.versions.at(-1)!.row);

describe('split generator', () => {
  it('has a split a month, two of them a year reverse', () => {
    const lastYear = rows.filter(
      (row) => dayFromIso(row.date_announced)! >= TODAY - 365 && dayFromIso(row.date_announced)! < TODAY,
    );
    expect(lastYear).toHaveLength(12);
    expect(lastYear.filter((row) => row.ratio.startsWith('1:'))).toHaveLength(2);
    expect(lastYear.filter((row) => row.ratio.endsWith(':1'))).toHaveLength(10);
  });

  it('puts an ex-date in every 90 days, so a calendar of the next 90 days always shows a split', () => {
    const longGaps: string[] = [];
    for (const seed of [SEED, 1, 7, 2026]) {
      for (let today = TODAY; today < TODAY + 365; today += 29) {
        const exDays = splitTimelines(windowAround(today), seed)
          .map((timeline) => dayFromIso(timeline.versions.at(-1)!.row.date_ex)!)
          .sort((a, b) => a - b);
        exDays.forEach((day, index) => {
          if (index > 0 && day - exDays[index - 1] >= 90)
            longGaps.push(`seed ${seed}: ${isoOf(exDays[index - 1])} to ${isoOf(day)}`);
        });
      }
    }
    expect(longGaps).toEqual([]);
  });

  it('splits expensive stocks forward and cheap ones in reverse', () => {
    for (const row of rows) {
      const price = findCompany(row.ticker)!.referencePrice;
      if (row.ratio.endsWith(':1')) {
        expect(price).toBeGreaterThanOrEqual(400);
        expect(row.notes).toMatch(/^\d+-for-1 forward stock split$/);
      } else {
        expect(price).toBeLessThan(10);
        expect(row.notes).toMatch(/^1-for-\d+ reverse stock split$/);
      }
    }
  });

  it('orders the dates: announced, recorded, distributed, then ex (reverse splits take effect at once)', () => {
    for (const row of rows) {
      expect(row.date_announced < row.date_recorded).toBe(true);
      if (row.ratio.endsWith(':1')) {
        expect(row.date_recorded < row.date_distribution).toBe(true);
        expect(row.date_distribution < row.date_ex).toBe(true);
      } else {
        expect(row.date_ex).toBe(row.date_recorded);
        expect(row.date_distribution).toBe(row.date_recorded);
      }
    }
  });

  it('never splits one company twice within the window', () => {
    expect(new Set(rows.map((row) => row.ticker)).size).toBe(rows.length);
  });
});
