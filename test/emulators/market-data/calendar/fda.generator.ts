import { allCompanies, type Company } from '../universe/universe.js';
import { businessDayOnOrAfter, businessDayOnOrBefore } from './civil-date.js';
import type { CalendarWindow } from './calendar-window.js';
import type { FdaRow } from './calendar-types.js';
import { dateText } from './formats.js';
import { PIPELINES, type Programme, type Stage } from './fda-programmes.js';
import { fuzzyDate, type Precision } from './fuzzy-dates.js';
import { providerId } from './provider-id.js';
import { chance, integerBetween, pick, unit, type SeedKey } from './seeded.js';
import { timelineOf, unixSeconds, type Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

// Regulatory and clinical catalysts of the universe's biotech and pharma companies, drawn from each company's
// pipeline in fda-programmes.ts: a drug under FDA review gets a PDUFA date (now and then an advisory committee),
// a pivotal programme a Phase 3 readout or its marketing application, an earlier one a Phase 1 or 2 readout.
// PDUFA and advisory-committee dates are exact from the start; readouts and submissions are guided vaguely
// (2026-H2, 2026-MID) and narrow to a quarter, then a month, as they approach. The outcome arrives on the day
// and gives the target its exact date. Dates and outcomes are the emulator's own, not real decisions.

type EventKind = 'pdufa' | 'adcomm' | 'phase3' | 'phase2' | 'phase1' | 'submission';

interface KindSpec {
  eventType: string;
  leadDays: readonly [number, number];
  outcomeTime: string;
  exact: boolean;
}

const KINDS: Record<EventKind, KindSpec> = {
  pdufa: { eventType: 'PDUFA Date', leadDays: [90, 180], outcomeTime: '16:30:00', exact: true },
  adcomm: { eventType: 'Advisory Committee Meeting', leadDays: [30, 75], outcomeTime: '17:00:00', exact: true },
  phase3: { eventType: 'Phase 3 Data Readout', leadDays: [60, 180], outcomeTime: '07:00:00', exact: false },
  phase2: { eventType: 'Phase 2 Data Readout', leadDays: [60, 180], outcomeTime: '07:00:00', exact: false },
  phase1: { eventType: 'Phase 1 Data Readout', leadDays: [60, 180], outcomeTime: '07:00:00', exact: false },
  submission: { eventType: 'BLA/NDA Submission', leadDays: [30, 120], outcomeTime: '07:00:00', exact: false },
};

/** The events a programme at each stage can have, with their shares. */
const EVENTS_BY_STAGE: Record<Stage, readonly (readonly [EventKind, number])[]> = {
  filed: [
    ['pdufa', 0.8],
    ['adcomm', 0.2],
  ],
  phase3: [
    ['phase3', 0.7],
    ['submission', 0.3],
  ],
  phase2: [['phase2', 1]],
  phase1: [['phase1', 1]],
};

/** Once an event has happened, its status says so; `outcome_brief` alone says how it went. */
export const HAPPENED_STATUS = 'Completed';

const ANNOUNCE_TIMES = ['07:00:00', '07:30:00', '08:00:00', '16:05:00'];
const ADCOMM_LINK = 'https://www.fda.gov/advisory-committees/advisory-committee-calendar';
const APPROVALS_LINK = 'https://www.fda.gov/drugs/development-approval-process-drugs/novel-drug-approvals-fda';

export function fdaTimelines(window: CalendarWindow, seed: number): Timeline<FdaRow>[] {
  return allCompanies()
    .filter((company) => PIPELINES[company.symbol] !== undefined)
    .flatMap((company) =>
      eventDaysBetween(company, window, seed).map(({ index, day }) => fdaTimeline(company, index, day, seed)),
    );
}

// Bigger companies have more catalysts: six a year for the largest, two for the smallest; and a company with a
// long pipeline at least three for every four programmes, so the window (a year and a half) shows each of them.
function eventDaysBetween(company: Company, window: CalendarWindow, seed: number): { index: number; day: number }[] {
  const perYear = Math.max(
    [2, 2, 2, 3, 4, 6][company.importance],
    Math.ceil((PIPELINES[company.symbol].programmes.length * 3) / 4),
  );
  const spacing = Math.floor(365 / perYear);
  const phase = integerBetween(0, spacing - 1, [seed, company.symbol, 'fda-phase']);
  const events: { index: number; day: number }[] = [];
  const first = Math.floor((window.fromDay - phase) / spacing) - 1;
  const last = Math.ceil((window.toDay - phase) / spacing) + 1;
  for (let index = first; index <= last; index++) {
    const jitter = integerBetween(-Math.floor(spacing / 4), Math.floor(spacing / 4), [seed, company.symbol, 'fda', index]);
    const day = businessDayOnOrAfter(index * spacing + phase + jitter);
    if (day >= window.fromDay && day <= window.toDay) events.push({ index, day });
  }
  return events;
}

function fdaTimeline(company: Company, index: number, eventDay: number, seed: number): Timeline<FdaRow> {
  const key: SeedKey = [seed, company.symbol, 'fda', index];
  const programme = programmeOf(company, index, seed);
  const kind = kindOf(programme, key);
  const spec = KINDS[kind];
  const drugName = programme.drug;
  const indication = programme.indication;
  const lead = integerBetween(spec.leadDays[0], spec.leadDays[1], [...key, 'lead']);
  const announcedDay = businessDayOnOrBefore(eventDay - lead);
  const announceTime = pick(ANNOUNCE_TIMES, [...key, 'announce-time']);
  const announcedAtMs = easternInstant(announcedDay, announceTime);
  let precision: Precision = spec.exact ? 'day' : initialPrecision(lead, key);
  const outcomeAtMs = easternInstant(eventDay, spec.outcomeTime);
  const outcome = outcomeOf(kind, drugName, indication, key);
  const states: { atMs: number; changes: Partial<FdaRow> }[] = [
    {
      atMs: announcedAtMs,
      changes: {
        date: dateText(announcedDay),
        time: announceTime,
        event_type: spec.eventType,
        drug: {
          id: providerId(seed, 'fda-drug', drugName),
          name: drugName,
          generic: false,
          indication_symptom: [indication],
        },
        companies: [
          {
            id: providerId(seed, 'fda-company', company.symbol),
            name: company.name,
            cik: '',
            securities: [{ exchange: company.exchange, symbol: company.symbol }],
          },
        ],
        status: 'Pending',
        target_date: fuzzyDate(eventDay, precision),
        outcome: '',
        outcome_brief: '',
        commentary: '',
        source_type: kind === 'adcomm' ? 'FDA' : 'Press Release',
        source_link: sourceLink(kind, drugName),
        notes: '',
        created: unixSeconds(announcedAtMs),
      },
    },
  ];
  // Guidance narrows as the readout nears: to a quarter about 100 days out, to a month about 45 days out.
  for (const [daysBefore, narrower] of [
    [100, 'quarter'],
    [45, 'month'],
  ] as const) {
    const atMs = easternInstant(eventDay - daysBefore, '07:00:00');
    if (atMs > announcedAtMs && PRECISION_RANK[precision] < PRECISION_RANK[narrower]) {
      precision = narrower;
      states.push({ atMs, changes: { target_date: fuzzyDate(eventDay, precision) } });
    }
  }
  states.push({
    atMs: outcomeAtMs,
    changes: {
      status: HAPPENED_STATUS,
      target_date: fuzzyDate(eventDay, 'day'),
      outcome: outcome.text,
      outcome_brief: outcome.brief,
      commentary: outcome.commentary,
    },
  });
  return timelineOf<FdaRow>(providerId(seed, 'fda', company.symbol, index), states);
}

// Each company works through its programmes in turn, from a seeded starting point.
function programmeOf(company: Company, index: number, seed: number): Programme {
  const { programmes } = PIPELINES[company.symbol];
  const offset = integerBetween(0, programmes.length - 1, [seed, company.symbol, 'fda-programme']);
  return programmes[(((index + offset) % programmes.length) + programmes.length) % programmes.length];
}

function kindOf(programme: Programme, key: SeedKey): EventKind {
  const choices = EVENTS_BY_STAGE[programme.stage];
  let draw = unit([...key, 'kind']);
  for (const [kind, share] of choices) {
    if (draw < share) return kind;
    draw -= share;
  }
  return choices[0][0];
}

function initialPrecision(leadDays: number, key: SeedKey): Precision {
  if (leadDays > 120) return pick<Precision>(['half', 'third', 'quarter'], [...key, 'precision']);
  if (leadDays > 60) return pick<Precision>(['quarter', 'month'], [...key, 'precision']);
  return 'month';
}

const PRECISION_RANK: Record<Precision, number> = { half: 0, third: 0, quarter: 1, month: 2, day: 3 };

function outcomeOf(
  kind: EventKind,
  drug: string,
  indication: string,
  key: SeedKey,
): { brief: string; text: string; commentary: string } {
  switch (kind) {
    case 'pdufa':
      return chance(0.85, [...key, 'outcome'])
        ? {
            brief: 'Approved',
            text: `FDA approved ${drug} for ${indication}.`,
            commentary: 'Decision came on the PDUFA target date.',
          }
        : {
            brief: 'Complete Response Letter',
            text: `FDA issued a complete response letter for ${drug} in ${indication}; the company plans to meet with the agency.`,
            commentary: 'The letter asks for additional data before approval.',
          };
    case 'adcomm': {
      const favour = integerBetween(8, 14, [...key, 'votes']);
      const against = integerBetween(0, 5, [...key, 'votes-against']);
      return chance(0.75, [...key, 'outcome'])
        ? {
            brief: 'Positive Vote',
            text: `The advisory committee voted ${favour} to ${against} that the benefits of ${drug} outweigh its risks in ${indication}.`,
            commentary: 'The FDA is not bound by the vote but usually follows it.',
          }
        : {
            brief: 'Negative Vote',
            text: `The advisory committee voted ${against} to ${favour} against the benefit-risk profile of ${drug} in ${indication}.`,
            commentary: 'The FDA is not bound by the vote but usually follows it.',
          };
    }
    case 'phase3':
    case 'phase2':
    case 'phase1': {
      const phase = { phase3: 'Phase 3', phase2: 'Phase 2', phase1: 'Phase 1' }[kind];
      return chance(kind === 'phase3' ? 0.65 : 0.55, [...key, 'outcome'])
        ? {
            brief: 'Met Primary Endpoint',
            text: `${drug} met the primary endpoint of its ${phase} trial in ${indication}.`,
            commentary: 'Full results to be presented at an upcoming medical meeting.',
          }
        : {
            brief: 'Missed Primary Endpoint',
            text: `${drug} did not meet the primary endpoint of its ${phase} trial in ${indication}.`,
            commentary: 'The company is reviewing the data to decide next steps.',
          };
    }
    case 'submission':
      return {
        brief: 'Submitted',
        text: `The company submitted a marketing application for ${drug} in ${indication} to the FDA.`,
        commentary: '',
      };
  }
}

function sourceLink(kind: EventKind, drug: string): string {
  if (kind === 'adcomm') return ADCOMM_LINK;
  if (kind === 'pdufa') return APPROVALS_LINK;
  if (kind === 'submission') return '';
  return `https://clinicaltrials.gov/search?term=${encodeURIComponent(drug)}`;
}
