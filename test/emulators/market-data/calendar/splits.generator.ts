import { allCompanies, type Company } from '../universe/universe.js';
import { addBusinessDays, businessDayOnOrAfter, dayFromYmd, monthIndexOf, yearMonthOf, ymdOf } from './civil-date.js';
import type { CalendarWindow } from './calendar-window.js';
import type { SplitRow } from './calendar-types.js';
import { dateText } from './formats.js';
import { providerId } from './provider-id.js';
import { integerBetween, pick, unit, type SeedKey } from './seeded.js';
import { timelineOf, type Timeline } from './timeline.js';
import { easternInstant } from './zoned-time.js';

// One split a month across the universe, as many as the S&P 500 and its neighbours see in a busy year: a forward
// split among the highest-priced stocks, except in April and October, which take a reverse split among the
// lowest-priced. Each is announced in its month's first ten days, so the ex-dates of two neighbouring months
// are never 90 days apart and every 90-day calendar holds at least one. Candidates take turns in a seeded order,
// so a company splits at most once in years. Forward splits trade split-adjusted from the day after distribution;
// a reverse split takes effect at once.

const FORWARD_CANDIDATE_PRICE = 400;
const REVERSE_CANDIDATE_PRICE = 10;
const REVERSE_SPLIT_MONTHS = new Set([4, 10]);
const LAST_ANNOUNCEMENT_OFFSET = 9;

interface Split {
  company: Company;
  monthIndex: number;
  forward: boolean;
  ratio: string;
  announcedDay: number;
  recordDay: number;
  distributionDay: number;
  exDay: number;
}

export function splitTimelines(window: CalendarWindow, seed: number): Timeline<SplitRow>[] {
  const forward = seededOrder(
    allCompanies().filter((c) => c.referencePrice >= FORWARD_CANDIDATE_PRICE),
    seed,
  );
  const reverse = seededOrder(
    allCompanies().filter((c) => c.referencePrice < REVERSE_CANDIDATE_PRICE),
    seed,
  );
  const splits: Split[] = [];
  for (let monthIndex = monthIndexOfDay(window.fromDay); monthIndex <= monthIndexOfDay(window.toDay); monthIndex++) {
    const { month } = yearMonthOf(monthIndex);
    const takesReverse = REVERSE_SPLIT_MONTHS.has(month) && reverse.length > 0;
    // Each list is walked in turn: a forward candidate per month, a reverse one per half-year.
    const company = takesReverse ? reverse[Math.floor(monthIndex / 6) % reverse.length] : forward[monthIndex % forward.length];
    splits.push(splitFor(company, monthIndex, !takesReverse, seed));
  }
  return splits
    .filter((split) => split.announcedDay >= window.fromDay && split.announcedDay <= window.toDay)
    .map((split) => splitTimeline(split, seed));
}

function splitFor(company: Company, monthIndex: number, forward: boolean, seed: number): Split {
  const key: SeedKey = [seed, company.symbol, 'split', monthIndex];
  const { year, month } = yearMonthOf(monthIndex);
  const start = dayFromYmd(year, month, 1);
  const announcedDay = businessDayOnOrAfter(start + integerBetween(0, LAST_ANNOUNCEMENT_OFFSET, [...key, 'announced']));
  if (!forward) {
    const effectiveDay = addBusinessDays(announcedDay, integerBetween(8, 20, [...key, 'effective']));
    const ratio = pick(['1:8', '1:10', '1:15', '1:20'], [...key, 'ratio']);
    return {
      company,
      monthIndex,
      forward,
      ratio,
      announcedDay,
      recordDay: effectiveDay,
      distributionDay: effectiveDay,
      exDay: effectiveDay,
    };
  }
  const recordDay = addBusinessDays(announcedDay, integerBetween(10, 25, [...key, 'record']));
  const distributionDay = addBusinessDays(recordDay, integerBetween(5, 10, [...key, 'distribution']));
  return {
    company,
    monthIndex,
    forward,
    ratio: forwardRatio(company.referencePrice, key),
    announcedDay,
    recordDay,
    distributionDay,
    exDay: addBusinessDays(distributionDay, 1),
  };
}

// Splits aim for a price in the low hundreds.
function forwardRatio(price: number, key: SeedKey): string {
  if (price >= 2_000) return pick(['10:1', '20:1', '25:1'], [...key, 'ratio']);
  if (price >= 1_000) return pick(['5:1', '10:1'], [...key, 'ratio']);
  return pick(['2:1', '3:1', '4:1'], [...key, 'ratio']);
}

function splitTimeline(split: Split, seed: number): Timeline<SplitRow> {
  const { company } = split;
  const [newShares, oldShares] = split.ratio.split(':');
  const announced: Partial<SplitRow> = {
    ticker: company.symbol,
    exchange: company.exchange,
    name: company.name,
    ratio: split.ratio,
    optionable: company.importance >= 2,
    date_announced: dateText(split.announcedDay),
    date_ex: dateText(split.exDay),
    date_recorded: dateText(split.recordDay),
    date_distribution: dateText(split.distributionDay),
    importance: company.importance,
    notes: split.forward
      ? `${newShares}-for-${oldShares} forward stock split`
      : `${newShares}-for-${oldShares} reverse stock split`,
  };
  return timelineOf<SplitRow>(providerId(seed, 'split', company.symbol, split.monthIndex), [
    { atMs: easternInstant(split.announcedDay, '16:10:00'), changes: announced },
  ]);
}

function seededOrder(companies: readonly Company[], seed: number): Company[] {
  return [...companies].sort(
    (a, b) => unit([seed, a.symbol, 'split-order']) - unit([seed, b.symbol, 'split-order']) || a.symbol.localeCompare(b.symbol),
  );
}

function monthIndexOfDay(day: number): number {
  const { year, month } = ymdOf(day);
  return monthIndexOf(year, month);
}
