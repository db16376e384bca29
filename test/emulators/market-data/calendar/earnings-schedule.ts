import { fiscalYearName } from '../universe/fiscal-years.js';
import type { GicsSector } from '../universe/gics.js';
import type { Company } from '../universe/universe.js';
import {
  FRIDAY,
  addBusinessDays,
  businessDayOnOrBefore,
  isBusinessDay,
  lastDayOfMonth,
  weekdayOf,
  yearMonthOf,
} from './civil-date.js';
import { quarterFigures, type QuarterFigures } from './company-financials.js';
import { REPORT_HABITS } from './report-habits.js';
import { chance, integerBetween, pick, type SeedKey } from './seeded.js';
import { easternInstant } from './zoned-time.js';

// When each company reports each fiscal quarter, and how the report's row evolves: it appears about six months
// ahead on an estimated date (sometimes a few days off, sometimes without a time), the company confirms the
// real date two to five weeks ahead, and the actuals arrive minutes after the release. Conference calls are
// scheduled from the same reports.

export type Session = 'before_open' | 'after_close';

export interface EarningsReport {
  company: Company;
  /** Month index (year × 12 + month − 1) of the quarter's last month. */
  quarterMonth: number;
  period: string;
  periodYear: number;
  session: Session;
  day: number;
  time: string;
  estimatedDay: number;
  estimatedTime: string;
  createdAtMs: number;
  confirmedAtMs: number;
  reportedAtMs: number;
  figures: QuarterFigures;
  /** The same quarter a year earlier: the provider's `_prior` fields. */
  priorFigures: QuarterFigures;
}

/** How far ahead the provider lists a report it has only estimated. */
export const LISTED_DAYS_AHEAD = 182;

const BEFORE_OPEN_TIMES = ['06:00:00', '06:30:00', '06:45:00', '07:00:00', '07:30:00', '08:00:00', '08:30:00'];
const AFTER_CLOSE_TIMES = ['16:01:00', '16:05:00', '16:10:00', '16:15:00', '16:30:00'];

// The share of each sector that reports after the close (technology mostly after, industrials mostly before).
const AFTER_CLOSE_SHARE: Record<GicsSector, number> = {
  'Information Technology': 0.85,
  'Communication Services': 0.75,
  'Consumer Discretionary': 0.45,
  'Consumer Staples': 0.15,
  Energy: 0.35,
  Materials: 0.45,
  Industrials: 0.2,
  Financials: 0.3,
  'Health Care': 0.4,
  Utilities: 0.25,
  'Real Estate': 0.85,
};

/** Every report of `company` whose real date lies in [fromDay, toDay]. */
export function earningsReportsBetween(company: Company, fromDay: number, toDay: number, seed: number): EarningsReport[] {
  const reports: EarningsReport[] = [];
  const firstMonth = monthIndexOfDay(fromDay) - 4;
  const lastMonth = monthIndexOfDay(toDay);
  for (let month = firstMonth; month <= lastMonth; month++) {
    if (!closesQuarter(company, month)) continue;
    const report = reportFor(company, month, seed);
    if (report.day >= fromDay && report.day <= toDay) reports.push(report);
  }
  return reports;
}

function reportFor(company: Company, quarterMonth: number, seed: number): EarningsReport {
  const key: SeedKey = [seed, company.symbol, 'earnings', quarterMonth];
  const { period, periodYear } = fiscalQuarter(company, quarterMonth);
  const session = sessionOf(company, seed);
  const time = pick(session === 'before_open' ? BEFORE_OPEN_TIMES : AFTER_CLOSE_TIMES, [seed, company.symbol, 'time']);
  const { year, month } = yearMonthOf(quarterMonth);
  const day = reportingDay(lastDayOfMonth(year, month) + reportingLag(company, seed, period === 'Q4'));
  const shift = chance(0.5, [...key, 'exact']) ? 0 : integerBetween(-4, 4, [...key, 'shift']);
  const estimatedDay = reportingDay(addBusinessDays(day, shift));
  const confirmLeadDays = integerBetween(10, 35, [...key, 'confirm']);
  return {
    company,
    quarterMonth,
    period,
    periodYear,
    session,
    day,
    time,
    estimatedDay,
    estimatedTime: chance(0.6, [...key, 'estimated-time']) ? time : '',
    createdAtMs: easternInstant(day - LISTED_DAYS_AHEAD + integerBetween(0, 3, [...key, 'created']), '05:00:00'),
    confirmedAtMs: easternInstant(
      businessDayOnOrBefore(day - confirmLeadDays),
      pick(['08:00:00', '16:15:00'], [...key, 'confirm-time']),
    ),
    reportedAtMs: easternInstant(day, time) + integerBetween(60, 600, [...key, 'reported']) * 1000,
    figures: quarterFigures(company, quarterMonth, seed),
    priorFigures: quarterFigures(company, quarterMonth - 12, seed),
  };
}

/** A quarter closes in the months 3, 6, 9 and 12 months after the fiscal year's end. */
function closesQuarter(company: Company, monthIndex: number): boolean {
  return (((monthIndex + 1 - company.fiscalYearEndMonth) % 3) + 3) % 3 === 0;
}

/**
 * Apple's quarter to December 2026 is Q1 of fiscal 2027 (its year ends in September 2027); NVIDIA's to April
 * 2026 is Q1 of fiscal 2027 (to January 2027); DICK'S, which names its year by the year it begins, calls the
 * quarter to October 2026 Q3 of fiscal 2026.
 */
export function fiscalQuarter(company: Company, quarterMonth: number): { period: string; periodYear: number } {
  const { year, month } = yearMonthOf(quarterMonth);
  const monthsIntoYear = (((month - company.fiscalYearEndMonth) % 12) + 12) % 12;
  const quarter = monthsIntoYear === 0 ? 4 : monthsIntoYear / 3;
  const endYear = month > company.fiscalYearEndMonth ? year + 1 : year;
  return { period: `Q${quarter}`, periodYear: fiscalYearName(company.symbol, endYear) };
}

/** The company's own habit when report-habits.ts knows it; otherwise its sector's usual share. */
export function sessionOf(company: Company, seed: number): Session {
  const habit = REPORT_HABITS[company.symbol];
  if (habit) return habit.session;
  const share = company.industryKey === 'banks' ? 0.05 : AFTER_CLOSE_SHARE[company.sector];
  return chance(share, [seed, company.symbol, 'session']) ? 'after_close' : 'before_open';
}

// The company's habit when known. Otherwise: big banks report about two weeks after the quarter; most
// companies three to six; year-end reports later still.
function reportingLag(company: Company, seed: number, yearEnd: boolean): number {
  const habit = REPORT_HABITS[company.symbol];
  if (habit) {
    const [min, max] = (yearEnd && habit.yearEndLagDays) || habit.lagDays;
    return integerBetween(min, max, [seed, company.symbol, 'lag', yearEnd ? 'year-end' : 'quarter']);
  }
  const bank = company.industryKey === 'banks' || (company.industryKey === 'capital-markets' && company.importance >= 4);
  const lag = bank
    ? integerBetween(12, 17, [seed, company.symbol, 'lag'])
    : integerBetween(21, 40, [seed, company.symbol, 'lag']);
  return yearEnd ? lag + integerBetween(6, 14, [seed, company.symbol, 'year-end-lag']) : lag;
}

/** Companies report Monday to Thursday, on trading days. */
function reportingDay(day: number): number {
  let result = day;
  while (weekdayOf(result) === FRIDAY || !isBusinessDay(result)) result += 1;
  return result;
}

function monthIndexOfDay(day: number): number {
  const date = new Date(day * 86_400_000);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}
