import { findCompany } from '../universe/universe.js';
import { dayFromIso } from './civil-date.js';
import { windowAround } from './calendar-window.js';
import { IPO_ISSUERS } from './ipo-issuers.js';
import { ipoTimelines } from './ipos.generator.js';
import { versionAt } from './timeline.js';
import { easternInstant } from './zoned-time.js';

const SEED = 42;
const TODAY = dayFromIso('2026-11-16')!;
const NOW = easternInstant(TODAY, '10:00:00');
const timelines = ipoTimelines(windowAround(TODAY), SEED);

describe('IPO generator', () => {
  it('takes issuers whose tickers are unique and not already listed', () => {
    expect(new Set(IPO_ISSUERS.map((issuer) => issuer.ticker)).size).toBe(IPO_ISSUERS.length);
    for (const issuer of IPO_ISSUERS) expect(findCompany(issuer.ticker)).toBeUndefined();
  });

  it('never brings the same issuer twice within the window', () => {
    const tickers = timelines.map((timeline) => timeline.versions[0].row.ticker);
    expect(new Set(tickers).size).toBe(tickers.length);
  });

  it('shows every deal status at the clock: filed, expected, priced, postponed and withdrawn', () => {
    const statuses = new Set(timelines.map((timeline) => versionAt(timeline, NOW)?.deal_status).filter(Boolean));
    expect([...statuses].sort()).toEqual(['Expected', 'Filed', 'Postponed', 'Priced', 'Withdrawn']);
  });

  it('files first, launches with a range, then prices, is postponed or is withdrawn', () => {
    for (const timeline of timelines) {
      const [filed, launched, outcome] = timeline.versions;
      expect(filed.row).toMatchObject({ deal_status: 'Filed', price_min: '', offering_shares: '' });
      expect(launched.row.deal_status).toBe('Expected');
      expect(Number(launched.row.price_max)).toBeGreaterThanOrEqual(Number(launched.row.price_min));
      expect(launched.row.pricing_date < launched.row.date).toBe(true);
      expect(['Priced', 'Postponed', 'Withdrawn']).toContain(outcome.row.deal_status);
      expect(outcome.row.updated).toBeGreaterThan(launched.row.updated);
    }
  });

  it('prices deals consistently: value is shares × price, lock-up 180 days after the first trade', () => {
    const priced = timelines.map((timeline) => timeline.versions[2].row).filter((row) => row.deal_status === 'Priced');
    expect(priced.length).toBeGreaterThan(20);
    for (const row of priced) {
      const price = Number(row.price_public_offering);
      expect(Number(row.offering_value)).toBe(Math.round(Number(row.offering_shares) * price));
      expect(dayFromIso(row.insider_lockup_date)! - dayFromIso(row.date)!).toBe(180);
      if (row.ipo_type === 'SPAC Unit') expect(row.price_public_offering).toBe('10.00');
    }
  });
});
