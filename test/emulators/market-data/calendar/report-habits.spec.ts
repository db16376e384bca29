import { allCompanies, findCompany } from '../universe/universe.js';
import { FISCAL_YEAR_END_MONTH } from '../universe/fiscal-years.js';
import { dayFromIso, lastDayOfMonth, monthIndexOf, yearMonthOf } from './civil-date.js';
import { earningsReportsBetween, fiscalQuarter } from './earnings-schedule.js';
import { REPORT_HABITS } from './report-habits.js';

const SEED = 42;
const FROM = dayFromIso('2025-11-01')!;
const TO = dayFromIso('2027-05-31')!;
const reports = (symbol: string) => earningsReportsBetween(findCompany(symbol)!, FROM, TO, SEED);
const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe('fiscal years', () => {
  it('name only companies of the universe, once each', () => {
    for (const symbol of FISCAL_YEAR_END_MONTH.keys()) expect(findCompany(symbol)).toBeDefined();
  });

  // [symbol, the calendar month a quarter ends in, the label the company gives it]
  const LABELS: readonly [string, string, string][] = [
    ['AAPL', '2026-09', 'Q4 2026'],
    ['AAPL', '2026-12', 'Q1 2027'],
    ['MSFT', '2026-09', 'Q1 2027'],
    ['NVDA', '2026-10', 'Q3 2027'],
    ['WMT', '2026-10', 'Q3 2027'],
    ['CRM', '2026-10', 'Q3 2027'],
    ['TJX', '2026-10', 'Q3 2027'],
    ['DKS', '2026-10', 'Q3 2026'],
    ['TGT', '2026-10', 'Q3 2026'],
    ['HD', '2026-10', 'Q3 2026'],
    ['LULU', '2026-10', 'Q3 2026'],
    ['COST', '2026-11', 'Q1 2027'],
    ['ORCL', '2026-11', 'Q2 2027'],
    ['NKE', '2026-11', 'Q2 2027'],
    ['CPB', '2026-10', 'Q1 2027'],
    ['DIS', '2026-12', 'Q1 2027'],
    ['ADBE', '2026-11', 'Q4 2026'],
    ['AVGO', '2026-10', 'Q4 2026'],
    ['JPM', '2026-09', 'Q3 2026'],
  ];

  it.each(LABELS)('%s: the quarter to %s is %s', (symbol, month, label) => {
    const [year, monthOfYear] = month.split('-').map(Number);
    const { period, periodYear } = fiscalQuarter(findCompany(symbol)!, monthIndexOf(year, monthOfYear));
    expect(`${period} ${periodYear}`).toBe(label);
  });

  it('gives every company a Q4 that ends in its fiscal-year-end month', () => {
    for (const company of allCompanies()) {
      for (const report of earningsReportsBetween(company, FROM, TO, SEED)) {
        expect(report.period === 'Q4').toBe(yearMonthOf(report.quarterMonth).month === company.fiscalYearEndMonth);
      }
    }
  });
});

describe('report habits', () => {
  it('name only companies of the universe', () => {
    for (const symbol of Object.keys(REPORT_HABITS)) expect(findCompany(symbol)).toBeDefined();
  });

  it.each(Object.entries(REPORT_HABITS))('%s reports in its session and its usual weeks', (symbol, habit) => {
    for (const report of reports(symbol)) {
      expect(report.session).toBe(habit.session);
      const { year, month } = yearMonthOf(report.quarterMonth);
      const [min, max] = (report.period === 'Q4' && habit.yearEndLagDays) || habit.lagDays;
      const lag = report.day - lastDayOfMonth(year, month);
      expect(lag).toBeGreaterThanOrEqual(min);
      // A Friday, weekend or holiday moves the report to the next Monday-to-Thursday trading day.
      expect(lag).toBeLessThanOrEqual(max + 4);
    }
  });

  it('has Apple report its fiscal Q4 in late October or early November, after the close', () => {
    const q4 = reports('AAPL').find((report) => report.period === 'Q4' && report.periodYear === 2026)!;
    expect(iso(q4.day) >= '2026-10-27' && iso(q4.day) <= '2026-11-06').toBe(true);
    expect(q4.session).toBe('after_close');
  });

  it('has Campbell’s report before the open, and DICK’S its fiscal Q3 in late November', () => {
    expect(reports('CPB').every((report) => report.session === 'before_open')).toBe(true);
    const dks = reports('DKS').find((report) => report.period === 'Q3' && report.periodYear === 2026)!;
    expect(iso(dks.day) >= '2026-11-20' && iso(dks.day) <= '2026-12-03').toBe(true);
  });
});
