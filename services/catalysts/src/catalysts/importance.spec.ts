import type { CatalystDraft } from './catalyst-draft.js';
import { earningsDetails, fdaDetails, ipoDetails } from './catalyst-details.test-helper.js';
import { importanceOf } from './importance.js';

const draft = (typed: Pick<CatalystDraft, 'type' | 'details'>, importance: number | null = null): CatalystDraft =>
  ({
    ...typed,
    providerId: '1',
    providerUpdated: 1,
    tickers: ['ARGX'],
    company: 'argenx SE',
    title: '',
    date: '2026-12-01',
    time: null,
    dateStatus: 'confirmed',
    datePrecision: 'day',
    dateLabel: null,
    importance,
    sourceUrl: null,
  }) as CatalystDraft;
const fda = (eventType: string | null) => ({ type: 'fda' as const, details: fdaDetails({ event_type: eventType }) });
const ipo = (fields: Parameters<typeof ipoDetails>[0]) => ({ type: 'ipo' as const, details: ipoDetails(fields) });

describe('importanceOf', () => {
  it('keeps the provider’s importance when it gives one', () => {
    expect(importanceOf(draft(fda('PDUFA Date'), 2), 4e11)).toBe(2);
    expect(importanceOf(draft({ type: 'earnings', details: earningsDetails() }, 0), null)).toBe(0);
  });

  it('rates an FDA decision by the company’s size, other FDA events one lower', () => {
    expect(importanceOf(draft(fda('PDUFA Date')), 4e11)).toBe(5);
    expect(importanceOf(draft(fda('Advisory Committee Meeting')), 3.5e10)).toBe(4);
    expect(importanceOf(draft(fda('PDUFA Date')), 8e8)).toBe(3);
    expect(importanceOf(draft(fda('PDUFA Date')), null)).toBe(3);
    expect(importanceOf(draft(fda('Phase 3 Data Readout')), 4e11)).toBe(4);
    expect(importanceOf(draft(fda(null)), 8e8)).toBe(2);
  });

  it('rates an IPO by its offering’s value, from the price range until it prices', () => {
    expect(importanceOf(draft(ipo({ offering_value: 1.4e9 })), null)).toBe(4);
    // 20M shares at the $14–$16 range's middle: $300M.
    expect(importanceOf(draft(ipo({ offering_value: null, offering_shares: 2e7, price_min: 14, price_max: 16 })), null)).toBe(3);
    expect(importanceOf(draft(ipo({ offering_shares: 5e6, price_public_offering: 12 })), null)).toBe(2);
    expect(importanceOf(draft(ipo({ offering_shares: 2e6, price_min: 4, price_max: 5 })), null)).toBe(1);
    expect(importanceOf(draft(ipo({})), null)).toBe(1);
  });

  it('lists any other row without one as low', () => {
    expect(importanceOf(draft({ type: 'earnings', details: earningsDetails() }), 3e12)).toBe(1);
  });
});
