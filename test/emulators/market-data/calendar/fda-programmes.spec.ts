import { allCompanies } from '../universe/universe.js';
import { dayFromIso } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { INDICATION_AREAS, PIPELINES } from './fda-programmes.js';
import { fdaTimelines } from './fda.generator.js';

describe('FDA programme tables', () => {
  it('give every biotech and pharma company but the animal-health one a pipeline, and no one else', () => {
    const drugMakers = allCompanies()
      .filter((company) => company.industryKey === 'biotechnology' || company.industryKey === 'pharmaceuticals')
      .map((company) => company.symbol);
    expect(Object.keys(PIPELINES).sort()).toEqual(drugMakers.filter((symbol) => symbol !== 'ZTS').sort());
  });

  it.each(Object.entries(PIPELINES))('%s: every programme’s indication belongs to one of its listed areas', (_, pipeline) => {
    expect(pipeline.programmes.length).toBeGreaterThanOrEqual(2);
    const distinct = new Set(pipeline.programmes.map((programme) => `${programme.drug} in ${programme.indication}`));
    expect(distinct.size).toBe(pipeline.programmes.length);
    for (const programme of pipeline.programmes) {
      expect(INDICATION_AREAS).toHaveProperty([programme.indication]);
      expect(pipeline.areas).toContain(INDICATION_AREAS[programme.indication]);
    }
  });

  it('names the companies’ real programmes (argenx in myasthenia gravis and CIDP, CRISPR’s Casgevy, Lilly’s incretins)', () => {
    const drugs = (symbol: string) =>
      PIPELINES[symbol].programmes.map((programme) => `${programme.drug}: ${programme.indication}`);
    expect(drugs('ARGX')).toContain('Vyvgart (efgartigimod alfa): seronegative generalized myasthenia gravis');
    expect(drugs('ARGX').join()).toMatch(/CIDP/);
    expect(drugs('CRSP')).toContain('Casgevy (exagamglogene autotemcel): sickle cell disease');
    expect(drugs('LLY').join()).toMatch(/orforglipron: obesity.*Kisunla \(donanemab\)/);
    expect(PIPELINES.ARGX.areas).not.toContain('oncology');
    expect(PIPELINES.CRSP.areas).not.toContain('respiratory');
    expect(PIPELINES.LLY.areas).not.toContain('neuromuscular');
  });

  it('shows every company’s programmes over the calendar’s window', () => {
    const served = new Set(
      fdaTimelines(windowAround(dayFromIso('2026-11-16')!), 42).map(({ versions: [{ row }] }) =>
        [row.companies[0].securities[0].symbol, row.drug.name, row.drug.indication_symptom[0]].join(' | '),
      ),
    );
    for (const [symbol, pipeline] of Object.entries(PIPELINES)) {
      const shown = pipeline.programmes.filter((programme) =>
        served.has([symbol, programme.drug, programme.indication].join(' | ')),
      );
      expect([symbol, shown.length]).toEqual([symbol, pipeline.programmes.length]);
    }
  });

  it('is what the FDA calendar serves: a PDUFA date only for a drug under review, a readout only for a trial', () => {
    const stageOf = (symbol: string, drug: string, indication: string) =>
      PIPELINES[symbol].programmes.find((programme) => programme.drug === drug && programme.indication === indication)?.stage;
    const expected: Record<string, string[]> = {
      'PDUFA Date': ['filed'],
      'Advisory Committee Meeting': ['filed'],
      'Phase 3 Data Readout': ['phase3'],
      'BLA/NDA Submission': ['phase3'],
      'Phase 2 Data Readout': ['phase2'],
      'Phase 1 Data Readout': ['phase1'],
    };
    for (const timeline of fdaTimelines(windowAround(dayFromIso('2026-11-16')!), 42)) {
      const row = timeline.versions[0].row;
      const stage = stageOf(row.companies[0].securities[0].symbol, row.drug.name, row.drug.indication_symptom[0]);
      expect(expected[row.event_type]).toContain(stage);
    }
  });
});
