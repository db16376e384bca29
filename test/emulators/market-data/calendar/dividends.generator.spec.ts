import { allCompanies, findCompany } from '../universe/universe.js';
import { dayFromIso, isBusinessDay } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { dividendTimelines } from './dividends.generator.js';

const SEED = 42;
const TODAY = dayFromIso('2026-11-16')!;
const WINDOW = windowAround(TODAY);

const timelines = dividendTimelines(WINDOW, SEED);
const declared = (ticker: string) =>
  timelines
    .filter((timeline) => timeline.versions[1].row.ticker === ticker)
    .map((timeline) => timeline.versions[1].row)
    .sort((a, b) => a.ex_dividend_date.localeCompare(b.ex_dividend_date));

describe('dividend generator', () => {
  it('pays only the companies that pay dividends', () => {
    const payers = new Set(timelines.map((timeline) => timeline.versions[0].row.ticker));
    expect(payers.has('AMZN')).toBe(false);
    expect(payers.has('TSLA')).toBe(false);
    expect(payers.size).toBe(allCompanies().filter((company) => company.dividendYield > 0).length);
  });

  it('pays quarterly, monthly for Realty Income and twice a year for Disney', () => {
    const inLastYear = (ticker: string) =>
      declared(ticker).filter((row) => dayFromIso(row.date)! >= TODAY - 365 && dayFromIso(row.date)! < TODAY);
    expect(inLastYear('KO')).toHaveLength(4);
    expect(inLastYear('KO').every((row) => row.frequency === 4)).toBe(true);
    expect(inLastYear('O')).toHaveLength(12);
    expect(inLastYear('O').every((row) => row.frequency === 12)).toBe(true);
    const disney = declared('DIS').map((row) => dayFromIso(row.ex_dividend_date)!);
    expect(disney.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < disney.length; i++) expect(Math.abs(disney[i] - disney[i - 1] - 182)).toBeLessThan(10);
  });

  it('projects a payment first, then replaces it with the declared one on the declaration date', () => {
    for (const timeline of timelines.slice(0, 500)) {
      const [projected, declaredVersion] = timeline.versions;
      expect(projected.row.confirmed).toBe(false);
      expect(projected.row.dividend).toBe(projected.row.dividend_prior);
      expect(declaredVersion.row.confirmed).toBe(true);
      expect(declaredVersion.row.updated).toBeGreaterThan(projected.row.updated);
      expect(new Date(declaredVersion.atMs).toISOString().slice(0, 10)).toBe(declaredVersion.row.date);
    }
  });

  it('declares before the ex-date, records on the ex-date (T+1), pays after, all on trading days', () => {
    for (const timeline of timelines) {
      const row = timeline.versions[1].row;
      expect(row.date < row.ex_dividend_date).toBe(true);
      expect(row.record_date).toBe(row.ex_dividend_date);
      expect(row.payable_date > row.ex_dividend_date).toBe(true);
      for (const date of [row.date, row.ex_dividend_date, row.payable_date]) expect(isBusinessDay(dayFromIso(date)!)).toBe(true);
    }
  });

  it('quotes the previous payment as the prior and never shows a cut between consecutive payments', () => {
    for (const ticker of ['KO', 'AAPL', 'O', 'DIS', 'HPQ']) {
      const rows = declared(ticker);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i].dividend_prior).toBe(rows[i - 1].dividend);
        expect(Number(rows[i].dividend)).toBeGreaterThanOrEqual(Number(rows[i - 1].dividend));
      }
    }
  });

  it('writes the yield as a fraction near the company’s yield', () => {
    for (const timeline of timelines) {
      const row = timeline.versions[1].row;
      expect(row.dividend_yield).toMatch(/^0\.\d{4}$/);
      expect(Number(row.dividend_yield)).toBeLessThan(findCompany(row.ticker)!.dividendYield * 1.5 + 0.001);
    }
  });
});
