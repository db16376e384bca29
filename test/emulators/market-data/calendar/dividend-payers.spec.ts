import { findCompany } from '../universe/universe.js';
import { dayFromIso } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { DIVIDEND_POLICIES } from './dividend-payers.js';
import { dividendTimelines } from './dividends.generator.js';

const timelines = dividendTimelines(windowAround(dayFromIso('2026-11-16')!), 42);

describe('dividend payer table', () => {
  it('lists only payers of the universe', () => {
    for (const symbol of Object.keys(DIVIDEND_POLICIES)) expect(findCompany(symbol)?.dividendYield).toBeGreaterThan(0);
  });

  it('pays Apple $0.26 a quarter and Realty Income monthly', () => {
    expect(DIVIDEND_POLICIES.AAPL).toEqual({ amount: 0.26, frequency: 4 });
    expect(DIVIDEND_POLICIES.O.frequency).toBe(12);
  });

  it.each(Object.entries(DIVIDEND_POLICIES))(
    '%s: every payment, projected or declared, is its table amount and frequency',
    (symbol, policy) => {
      const rows = timelines
        .filter((timeline) => timeline.versions[0].row.ticker === symbol)
        .flatMap((timeline) => timeline.versions.map((version) => version.row));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Number(row.dividend)).toBe(policy.amount);
        expect(Number(row.dividend_prior)).toBe(policy.amount);
        expect(row.frequency).toBe(policy.frequency);
      }
    },
  );
});
