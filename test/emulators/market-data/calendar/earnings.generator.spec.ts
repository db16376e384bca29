import { findCompany } from '../universe/universe.js';
import { FRIDAY, dayFromIso, isBusinessDay, weekdayOf } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import type { EarningsRow } from './calendar-types.js';
import { earningsTimelines } from './earnings.generator.js';
import { versionAt, type Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

const SEED = 42;
const TODAY = dayFromIso('2026-11-16')!;
const WINDOW = windowAround(TODAY);
const DAY_MS = 86_400_000;

const timelines = earningsTimelines(WINDOW, SEED);
const final = (timeline: Timeline<EarningsRow>) => timeline.versions.at(-1)!.row;
const first = (timeline: Timeline<EarningsRow>) => timeline.versions[0].row;
const of = (ticker: string) => timelines.filter((timeline) => final(timeline).ticker === ticker);
const day = (iso: string) => dayFromIso(iso)!;

describe('earnings generator', () => {
  it('gives the same rows for the same seed and window, and other ids for another seed', () => {
    const again = earningsTimelines(WINDOW, SEED);
    expect(again.map((timeline) => timeline.id)).toEqual(timelines.map((timeline) => timeline.id));
    expect(again[100]).toEqual(timelines[100]);
    const otherIds = new Set(earningsTimelines(WINDOW, SEED + 1).map((timeline) => timeline.id));
    expect(timelines.filter((timeline) => otherIds.has(timeline.id))).toHaveLength(0);
  });

  it('gives every row a unique 24-hex-digit id', () => {
    const ids = timelines.map((timeline) => timeline.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('has every company report four times a year', () => {
    const lastYear = timelines.filter((timeline) => {
      const reported = day(final(timeline).date);
      return reported >= TODAY - 365 && reported < TODAY;
    });
    const companies = new Set(lastYear.map((timeline) => final(timeline).ticker));
    expect(companies.size).toBeGreaterThan(600);
    expect(lastYear.length / companies.size).toBeGreaterThan(3.9);
    expect(lastYear.length / companies.size).toBeLessThan(4.1);
  });

  it('keeps report dates within a year back and a little over six months ahead', () => {
    for (const timeline of timelines) {
      const reported = day(final(timeline).date);
      expect(reported).toBeGreaterThanOrEqual(WINDOW.fromDay);
      expect(reported).toBeLessThanOrEqual(WINDOW.toDay);
    }
  });

  it('reports Monday to Thursday on trading days, before the open or after the close', () => {
    for (const timeline of timelines) {
      const row = final(timeline);
      expect(weekdayOf(day(row.date))).toBeLessThan(FRIDAY);
      expect(isBusinessDay(day(row.date))).toBe(true);
      expect(row.time < '09:30:00' ? row.time >= '06:00:00' : row.time >= '16:00:00' && row.time <= '16:30:00').toBe(true);
    }
  });

  it('lists a report six months ahead as estimated, confirms it weeks ahead, and fills in actuals after the release', () => {
    for (const timeline of timelines.slice(0, 500)) {
      const [listed, confirmed, reported] = timeline.versions;
      const releaseMs = easternInstant(day(reported.row.date), reported.row.time);
      expect(timeline.versions).toHaveLength(3);
      expect(listed.row.date_confirmed).toBe(0);
      expect(listed.row.eps).toBe('');
      expect(releaseMs - listed.atMs).toBeGreaterThan(170 * DAY_MS);
      expect(releaseMs - listed.atMs).toBeLessThan(186 * DAY_MS);
      expect(confirmed.row.date_confirmed).toBe(1);
      expect(confirmed.row.eps).toBe('');
      expect(releaseMs - confirmed.atMs).toBeGreaterThan(9 * DAY_MS);
      expect(releaseMs - confirmed.atMs).toBeLessThan(40 * DAY_MS);
      expect(reported.atMs).toBeGreaterThan(releaseMs);
      expect(reported.atMs - releaseMs).toBeLessThanOrEqual(10 * 60_000);
      expect(reported.row.eps).toMatch(/^-?\d+\.\d{2}$/);
      expect(reported.row.revenue).toMatch(/^\d+$/);
      expect(listed.row.updated).toBeLessThan(confirmed.row.updated);
      expect(confirmed.row.updated).toBeLessThan(reported.row.updated);
    }
  });

  it('estimates some dates a few days off or without a time, and confirms the real ones', () => {
    const moved = timelines.filter((timeline) => first(timeline).date !== final(timeline).date);
    const untimed = timelines.filter((timeline) => first(timeline).time === '');
    expect(moved.length / timelines.length).toBeGreaterThan(0.3);
    expect(moved.length / timelines.length).toBeLessThan(0.7);
    expect(untimed.length / timelines.length).toBeGreaterThan(0.2);
    for (const timeline of moved) {
      expect(Math.abs(day(first(timeline).date) - day(final(timeline).date))).toBeLessThanOrEqual(10);
    }
  });

  it('computes surprises from the actual and the final estimate', () => {
    for (const timeline of timelines.slice(0, 300)) {
      const row = final(timeline);
      expect(Number(row.eps_surprise)).toBeCloseTo(Number(row.eps) - Number(row.eps_est), 2);
      expect(Number(row.revenue_surprise)).toBe(Number(row.revenue) - Number(row.revenue_est));
    }
    const beats = timelines.filter((timeline) => Number(final(timeline).eps_surprise) > 0).length;
    expect(beats / timelines.length).toBeGreaterThan(0.55);
    expect(beats / timelines.length).toBeLessThan(0.9);
  });

  it('quotes last year’s actual as the prior', () => {
    for (const ticker of ['AAPL', 'JPM', 'NVDA']) {
      const rows = of(ticker).map(final);
      for (const row of rows) {
        const yearEarlier = rows.find((other) => other.period === row.period && other.period_year === row.period_year - 1);
        if (yearEarlier) {
          expect(row.eps_prior).toBe(yearEarlier.eps);
          expect(row.revenue_prior).toBe(yearEarlier.revenue);
        }
      }
    }
  });

  it('labels quarters by fiscal year: Apple’s December quarter is Q1 of the next fiscal year', () => {
    const apple = of('AAPL')
      .map(final)
      .find((row) => row.date.startsWith('2026-01') || row.date.startsWith('2026-02'));
    expect(apple).toMatchObject({ period: 'Q1', period_year: 2026 });
    const nvidia = of('NVDA')
      .map(final)
      .find((row) => row.date.startsWith('2026-05') || row.date.startsWith('2026-06'));
    expect(nvidia).toMatchObject({ period: 'Q1', period_year: 2027 });
    const jpm = of('JPM')
      .map(final)
      .find((row) => row.date.startsWith('2026-10'));
    expect(jpm).toMatchObject({ period: 'Q3', period_year: 2026 });
  });

  it('has the big banks report about two weeks after the quarter, most companies later', () => {
    const jpm = of('JPM')
      .map(final)
      .find((row) => row.period === 'Q3' && row.period_year === 2026)!;
    expect(day(jpm.date) - day('2026-09-30')).toBeLessThan(20);
    expect(of('AAPL').every((timeline) => final(timeline).importance === findCompany('AAPL')!.importance)).toBe(true);
  });

  it('serves no version before the row is listed', () => {
    const timeline = of('MSFT')[0];
    expect(versionAt(timeline, timeline.versions[0].atMs - 1)).toBeUndefined();
  });
});
