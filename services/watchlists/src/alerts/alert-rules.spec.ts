import { create } from '@bufbuild/protobuf';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { CatalystChangeSchema, type CatalystChange } from '@mc/proto';
import { alertsOn, displayValues } from './alert-rules.js';

const change = (overrides: Omit<MessageInitShape<typeof CatalystChangeSchema>, '$typeName'>): CatalystChange =>
  create(CatalystChangeSchema, {
    id: 1n,
    catalystId: 'earnings-1',
    type: 'earnings',
    ticker: 'AAPL',
    tickers: ['AAPL'],
    title: 'Apple Q4 earnings',
    kind: 'date_moved',
    revision: 2,
    ...overrides,
  });

describe('alertsOn', () => {
  it('alerts for every kind but added, and only about a ticker', () => {
    for (const kind of ['date_moved', 'confirmed', 'time_changed', 'status', 'outcome', 'removed'])
      expect(alertsOn(change({ kind }))).toBe(true);
    expect(alertsOn(change({ kind: 'added' }))).toBe(false);
    expect(alertsOn(change({ ticker: undefined, tickers: [] }))).toBe(false);
  });
});

describe('displayValues', () => {
  it('shows days for a move and a removal', () => {
    expect(displayValues(change({ previous: { date: '2026-10-29' }, current: { date: '2026-11-03' } }))).toEqual({
      previous: '2026-10-29',
      current: '2026-11-03',
    });
    expect(displayValues(change({ kind: 'removed', previous: { date: '2026-10-29' } }))).toEqual({
      previous: '2026-10-29',
      current: null,
    });
  });

  it('shows the date status for a confirmation and the deal status for an IPO', () => {
    expect(
      displayValues(change({ kind: 'confirmed', previous: { dateStatus: 'estimated' }, current: { dateStatus: 'confirmed' } })),
    ).toEqual({ previous: 'estimated', current: 'confirmed' });
    expect(
      displayValues(change({ kind: 'status', previous: { dealStatus: 'expected' }, current: { dealStatus: 'priced' } })),
    ).toEqual({
      previous: 'expected',
      current: 'priced',
    });
  });

  it('shows the session of a new time, or the Eastern times when the session stays (a holiday has none)', () => {
    const day = '2026-10-29';
    expect(
      displayValues(
        change({ kind: 'time_changed', previous: { date: day, time: '08:00:00' }, current: { date: day, time: '16:05:00' } }),
      ),
    ).toEqual({ previous: 'before_open', current: 'after_close' });
    expect(
      displayValues(
        change({ kind: 'time_changed', previous: { date: day, time: '16:05:00' }, current: { date: day, time: '16:30:00' } }),
      ),
    ).toEqual({ previous: '16:05 ET', current: '16:30 ET' });
    expect(
      displayValues(
        change({ kind: 'time_changed', previous: { date: '2026-11-26', time: '08:00:00' }, current: { date: '2026-11-26' } }),
      ),
    ).toEqual({ previous: '08:00 ET', current: 'unknown' });
  });

  it('shows an FDA outcome, or the earnings actuals', () => {
    expect(displayValues(change({ kind: 'outcome', previous: {}, current: { outcome: 'Approved' } }))).toEqual({
      previous: null,
      current: 'Approved',
    });
    expect(displayValues(change({ kind: 'outcome', previous: {}, current: { eps: 1.64, revenue: 94_930_000_000 } }))).toEqual({
      previous: null,
      current: 'EPS 1.64, revenue 94.93B',
    });
  });
});
