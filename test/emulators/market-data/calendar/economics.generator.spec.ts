import { FRIDAY, THURSDAY, dayFromIso, weekdayOf } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import type { EconomicRow } from './calendar-types.js';
import { economicTimelines } from './economics.generator.js';
import type { Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

const SEED = 42;
const timelines = economicTimelines(windowAround(dayFromIso('2026-11-16')!), SEED);
const DAY_MS = 86_400_000;
const finalOf = (timeline: Timeline<EconomicRow>) => timeline.versions.at(-1)!.row;
const series = (country: string, name: string) =>
  timelines
    .filter((timeline) => finalOf(timeline).country === country && finalOf(timeline).event_name === name)
    .sort((a, b) => a.versions.at(-1)!.atMs - b.versions.at(-1)!.atMs);

describe('economic calendar generator', () => {
  it('releases nonfarm payrolls on the first Friday from the 3rd, at 08:30 New York time, for the month before', () => {
    const payrolls = series('USA', 'Nonfarm Payrolls').map(finalOf);
    expect(payrolls.length).toBeGreaterThanOrEqual(17);
    for (const row of payrolls) {
      const day = dayFromIso(row.date)!;
      expect(weekdayOf(day)).toBe(FRIDAY);
      expect(Number(row.date.slice(8))).toBeGreaterThanOrEqual(3);
      expect(Number(row.date.slice(8))).toBeLessThanOrEqual(9);
      expect(row.time).toBe('08:30:00');
      expect(row).toMatchObject({ event_category: 'Employment', importance: 5 });
    }
    expect(payrolls.find((row) => row.date.startsWith('2026-12'))?.event_period).toBe('November');
  });

  it('holds eight FOMC decisions a year at 14:00, in quarter-point steps', () => {
    const decisions = series('USA', 'Fed Interest Rate Decision').map(finalOf);
    expect(decisions.filter((row) => row.date.startsWith('2026-'))).toHaveLength(8);
    for (const row of decisions) {
      expect(row.time).toBe('14:00:00');
      expect((Number(row.actual) * 100) % 25).toBe(0);
    }
  });

  it('converts foreign release times to New York time: UK CPI at 07:00 London is 02:00 or 03:00 in New York', () => {
    const ukCpi = series('GBR', 'CPI (YoY)').map(finalOf);
    expect(ukCpi.length).toBeGreaterThan(10);
    for (const row of ukCpi) expect(['02:00:00', '03:00:00']).toContain(row.time);
    const chinaPmi = series('CHN', 'NBS Manufacturing PMI').map(finalOf);
    for (const row of chinaPmi) expect(['20:30:00', '21:30:00']).toContain(row.time);
  });

  it('covers US and major foreign releases', () => {
    const countries = new Set(timelines.map((timeline) => finalOf(timeline).country));
    expect([...countries].sort()).toEqual(['CAN', 'CHN', 'DEU', 'EMU', 'GBR', 'JPN', 'USA']);
    for (const name of [
      'CPI (YoY)',
      'Retail Sales (MoM)',
      'GDP Growth Rate (QoQ) Advance',
      'ISM Manufacturing PMI',
      'Initial Jobless Claims',
    ]) {
      expect(series('USA', name).length).toBeGreaterThan(0);
    }
  });

  it('lists a release unconfirmed, confirms it a month ahead, adds the consensus a week ahead and the actual on release', () => {
    for (const timeline of series('USA', 'CPI (YoY)')) {
      const release = timeline.versions.at(-1)!;
      const releaseMs = easternInstant(dayFromIso(release.row.date)!, release.row.time);
      expect(timeline.versions[0].row).toMatchObject({ confirmed: false, actual: '', consensus: '' });
      const confirmed = timeline.versions.find((version) => version.row.confirmed)!;
      expect(releaseMs - confirmed.atMs).toBe(30 * DAY_MS);
      const withConsensus = timeline.versions.find((version) => version.row.consensus !== '')!;
      expect(releaseMs - withConsensus.atMs).toBe(7 * DAY_MS);
      expect(release.atMs - releaseMs).toBe(20_000);
      expect(release.row.actual).toMatch(/^-?\d+\.\d$/);
      expect(timeline.versions.slice(0, -1).every((version) => version.row.actual === '')).toBe(true);
    }
  });

  it('quotes the previous release’s actual as the prior once it is out', () => {
    const claims = series('USA', 'Initial Jobless Claims');
    expect(weekdayOf(dayFromIso(finalOf(claims[0]).date)!)).toBe(THURSDAY);
    for (let i = 1; i < claims.length; i++) {
      expect(finalOf(claims[i]).prior).toBe(finalOf(claims[i - 1]).actual);
      const priorKnownAt = claims[i].versions.find((version) => version.row.prior !== '')!.atMs;
      expect(priorKnownAt).toBeGreaterThanOrEqual(claims[i - 1].versions.at(-1)!.atMs);
    }
  });

  it('publishes FOMC minutes three weeks after each meeting, without figures', () => {
    const minutes = series('USA', 'FOMC Minutes').map(finalOf);
    expect(minutes.length).toBeGreaterThan(8);
    for (const row of minutes) {
      expect(row).toMatchObject({ actual: '', consensus: '', prior: '', time: '14:00:00', actual_t: '', prior_revised: '' });
    }
  });

  it('gives each figure its unit: payrolls and claims in thousands, job openings in millions, PMIs as an index, rates in %', () => {
    const unitOf = (country: string, name: string) =>
      new Set(series(country, name).map((timeline) => finalOf(timeline).actual_t));
    expect(unitOf('USA', 'Nonfarm Payrolls')).toEqual(new Set(['K']));
    expect(unitOf('USA', 'Initial Jobless Claims')).toEqual(new Set(['K']));
    expect(unitOf('USA', 'JOLTS Job Openings')).toEqual(new Set(['M']));
    expect(unitOf('USA', 'ISM Manufacturing PMI')).toEqual(new Set(['index']));
    expect(unitOf('GBR', 'CPI (YoY)')).toEqual(new Set(['%']));
    for (const timeline of timelines) {
      const row = finalOf(timeline);
      expect(row.consensus_t).toBe(row.actual_t);
      expect(row.prior_t).toBe(row.actual_t);
    }
    const claims = series('USA', 'Initial Jobless Claims').map(finalOf);
    for (const row of claims) expect(Number(row.actual)).toBeGreaterThan(150);
  });

  it('revises the previous figure of payrolls, claims, retail sales and job openings on release, and no other', () => {
    const revising = ['Nonfarm Payrolls', 'Initial Jobless Claims', 'Retail Sales (MoM)', 'JOLTS Job Openings'];
    const revised = timelines.map(finalOf).filter((row) => row.prior_revised !== '');
    expect(new Set(revised.map((row) => row.event_name))).toEqual(new Set(revising));
    for (const row of revised) expect(row.prior_revised).not.toBe(row.prior);
    for (const timeline of series('USA', 'Nonfarm Payrolls')) {
      const beforeRelease = timeline.versions.slice(0, -1);
      expect(beforeRelease.every((version) => version.row.prior_revised === '')).toBe(true);
    }
  });
});
