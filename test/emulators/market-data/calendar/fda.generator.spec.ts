import { findCompany } from '../universe/universe.js';
import { dayFromIso } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { PIPELINES } from './fda-programmes.js';
import { HAPPENED_STATUS, fdaTimelines } from './fda.generator.js';
import { fuzzyDateSpan } from './fuzzy-dates.js';

const SEED = 42;
const timelines = fdaTimelines(windowAround(dayFromIso('2026-11-16')!), SEED);
const finalRow = (index: number) => timelines[index].versions.at(-1)!.row;

describe('FDA generator', () => {
  it('covers the universe’s biotech and pharma companies only, each with a drug of its own pipeline', () => {
    for (const timeline of timelines) {
      const row = timeline.versions[0].row;
      const symbol = row.companies[0].securities[0].symbol;
      expect(['biotechnology', 'pharmaceuticals']).toContain(findCompany(symbol)?.industryKey);
      expect(PIPELINES[symbol].programmes).toContainEqual(
        expect.objectContaining({ drug: row.drug.name, indication: row.drug.indication_symptom[0] }),
      );
    }
    expect(new Set(timelines.map((timeline) => timeline.versions[0].row.companies[0].name)).size).toBeGreaterThan(50);
  });

  it('has PDUFA dates, advisory committees, phase 2 and 3 readouts and submissions', () => {
    const types = new Set(timelines.map((timeline) => timeline.versions[0].row.event_type));
    expect([...types].sort()).toEqual([
      'Advisory Committee Meeting',
      'BLA/NDA Submission',
      'PDUFA Date',
      'Phase 1 Data Readout',
      'Phase 2 Data Readout',
      'Phase 3 Data Readout',
    ]);
  });

  it('guides readouts with fuzzy targets at every precision, and dates PDUFAs exactly from the start', () => {
    const firstTargets = timelines.map((timeline) => timeline.versions[0].row);
    for (const pattern of [/^\d{4}-\d{2}$/, /^\d{4}-Q[1-4]$/, /^\d{4}-H[12]$/, /^\d{4}-(EARLY|MID|LATE)$/]) {
      expect(firstTargets.some((row) => pattern.test(row.target_date))).toBe(true);
    }
    for (const row of firstTargets.filter((candidate) => candidate.event_type === 'PDUFA Date')) {
      expect(row.target_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('narrows a target over time, each guess containing the day it finally happens', () => {
    timelines.forEach((timeline, index) => {
      const happened = dayFromIso(finalRow(index).target_date)!;
      let previousWidth = Infinity;
      for (const { row } of timeline.versions) {
        const span = fuzzyDateSpan(row.target_date)!;
        expect(span.first).toBeLessThanOrEqual(happened);
        expect(span.last).toBeGreaterThanOrEqual(happened);
        expect(span.last - span.first).toBeLessThanOrEqual(previousWidth);
        previousWidth = span.last - span.first;
      }
    });
  });

  it('announces before the target and gives the outcome only when it happens', () => {
    timelines.forEach((timeline, index) => {
      const row = finalRow(index);
      expect(row.date < row.target_date).toBe(true);
      for (const version of timeline.versions.slice(0, -1)) {
        expect(version.row).toMatchObject({ status: 'Pending', outcome: '', outcome_brief: '' });
      }
      expect(row.outcome).not.toBe('');
      // The status says the event happened; only the outcome says how ("Approved" appears once).
      expect(row.status).toBe(HAPPENED_STATUS);
      expect(row.outcome_brief).not.toBe(row.status);
      expect(new Date(timeline.versions.at(-1)!.atMs).toISOString().slice(0, 10)).toBe(row.target_date);
    });
  });
});
