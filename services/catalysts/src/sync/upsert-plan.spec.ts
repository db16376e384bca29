import type { CatalystRecord } from '../catalysts/catalyst-record.js';
import { earningsDetails, ipoDetails } from '../catalysts/catalyst-details.test-helper.js';
import { planUpsert, type StoredCatalyst } from './upsert-plan.js';

const record = (id: string, changes: Partial<CatalystRecord> = {}): CatalystRecord =>
  ({
    id,
    type: 'earnings',
    providerId: id,
    providerUpdated: 100,
    tickers: ['AAPL'],
    ticker: 'AAPL',
    company: 'Apple Inc.',
    title: 'Q3 2026 earnings',
    date: '2026-07-30',
    time: '16:30:00',
    startsAt: new Date('2026-07-30T20:30:00Z'),
    session: 'after_close',
    dateStatus: 'estimated',
    datePrecision: 'day',
    dateLabel: null,
    importance: 5,
    sector: 'information_technology',
    marketCap: 3.9e12,
    details: earningsDetails(),
    source: 'Benzinga',
    sourceUrl: null,
    searchText: ' aapl apple inc. q3 2026 earnings',
    fingerprint: 'f1',
    ...changes,
  }) as CatalystRecord;

const stored = (id: string, changes: Partial<StoredCatalyst> = {}): StoredCatalyst => ({
  id,
  type: 'earnings',
  ticker: 'AAPL',
  tickers: ['AAPL'],
  title: 'Q3 2026 earnings',
  details: { ...earningsDetails() },
  providerUpdated: 100,
  fingerprint: 'f1',
  date: '2026-07-30',
  time: '16:30:00',
  dateStatus: 'estimated',
  revision: 3,
  removedAt: null,
  company: 'Apple Inc.',
  sector: 'information_technology',
  marketCap: 3.9e12,
  importance: 5,
  ...changes,
});

const storing = (...rows: StoredCatalyst[]) => new Map(rows.map((row) => [row.id, row]));

describe('planUpsert', () => {
  it('inserts what is new and leaves alone what is unchanged', () => {
    const plan = planUpsert(storing(stored('a')), [record('a', { providerUpdated: 120 }), record('b')], []);
    expect(plan.inserts.map((r) => r.id)).toEqual(['b']);
    expect(plan.updates).toEqual([]);
    expect(plan.changedIds).toEqual(['b']);
  });

  it.each([
    ['date', { date: '2026-07-31', fingerprint: 'f2' }],
    ['time', { time: '08:30:00', fingerprint: 'f2' }],
    ['date status', { dateStatus: 'confirmed' as const, fingerprint: 'f2' }],
  ])('bumps the revision when the %s changes', (_what, change) => {
    const plan = planUpsert(storing(stored('a')), [record('a', { providerUpdated: 130, ...change })], []);
    expect(plan.updates).toEqual([expect.objectContaining({ revision: 4 })]);
    expect(plan.changedIds).toEqual(['a']);
  });

  it('updates without a new revision when other fields change', () => {
    const estimates = planUpsert(storing(stored('a')), [record('a', { providerUpdated: 130, fingerprint: 'f2' })], []);
    expect(estimates.updates).toEqual([expect.objectContaining({ revision: 3 })]);
    const marketCap = planUpsert(storing(stored('a')), [record('a', { marketCap: 4.1e12 })], []);
    expect(marketCap.updates).toEqual([expect.objectContaining({ revision: 3 })]);
    // A row stored before importance was derived gets it at the next sync, though the provider said nothing new.
    const importance = planUpsert(storing(stored('a', { importance: null })), [record('a')], []);
    expect(importance.updates).toEqual([expect.objectContaining({ revision: 3 })]);
  });

  it('never lets an older answer overwrite a newer row', () => {
    const plan = planUpsert(
      storing(stored('a', { providerUpdated: 200 })),
      [record('a', { providerUpdated: 150, date: '2026-08-01', fingerprint: 'f9' })],
      [],
    );
    expect(plan.updates).toEqual([]);
    expect(plan.changedIds).toEqual([]);
  });

  it('takes the newest of a row that came twice', () => {
    const plan = planUpsert(
      storing(stored('a')),
      [
        record('a', { providerUpdated: 140, time: '08:00:00', fingerprint: 'f3' }),
        record('a', { providerUpdated: 130, fingerprint: 'f2' }),
      ],
      [],
    );
    expect(plan.updates).toEqual([
      expect.objectContaining({ record: expect.objectContaining({ time: '08:00:00' }), revision: 4 }),
    ]);
  });

  it('removes a live row the provider removed after its last update', () => {
    const plan = planUpsert(
      storing(stored('a'), stored('b')),
      [],
      [
        { id: 'a', updated: 150 },
        { id: 'zz', updated: 150 },
      ],
    );
    expect(plan.removals).toEqual(['a']);
    expect(plan.changedIds).toEqual(['a']);
  });

  it('keeps a row updated after its removal, and brings back a removed row that reappears', () => {
    const readded = planUpsert(storing(stored('a')), [record('a', { providerUpdated: 160 })], [{ id: 'a', updated: 150 }]);
    expect(readded.removals).toEqual([]);
    const back = planUpsert(storing(stored('a', { removedAt: new Date() })), [record('a', { providerUpdated: 170 })], []);
    expect(back.updates).toEqual([expect.objectContaining({ revision: 3 })]);
    expect(back.changedIds).toEqual(['a']);
  });

  it('drops a change that the same sync’s removal overtakes', () => {
    const plan = planUpsert(
      storing(stored('a')),
      [record('a', { providerUpdated: 140, fingerprint: 'f2' }), record('n', { providerUpdated: 140 })],
      [
        { id: 'a', updated: 150 },
        { id: 'n', updated: 150 },
      ],
    );
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toEqual([]);
    expect(plan.removals).toEqual(['a']);
    expect(plan.changedIds).toEqual(['a']);
  });

  it('does nothing for a removal of a row already removed', () => {
    const plan = planUpsert(storing(stored('a', { removedAt: new Date() })), [], [{ id: 'a', updated: 150 }]);
    expect(plan).toEqual({ inserts: [], updates: [], removals: [], changedIds: [], changes: [] });
  });

  describe('changes', () => {
    const kinds = (plan: ReturnType<typeof planUpsert>) => plan.changes.map((change) => [change.catalystId, change.kind]);

    it('records a new row as added, and nothing for a row left alone', () => {
      const plan = planUpsert(storing(stored('a')), [record('a'), record('b')], []);
      expect(plan.changes).toEqual([
        {
          catalystId: 'b',
          type: 'earnings',
          ticker: 'AAPL',
          tickers: ['AAPL'],
          title: 'Q3 2026 earnings',
          kind: 'added',
          previous: null,
          current: { date: '2026-07-30', time: '16:30:00', date_status: 'estimated' },
          revision: 1,
        },
      ]);
    });

    it('records a date move with the values before and after, and the new revision', () => {
      const plan = planUpsert(storing(stored('a')), [record('a', { date: '2026-08-04', time: null, fingerprint: 'f2' })], []);
      expect(plan.changes).toEqual([
        expect.objectContaining({
          kind: 'date_moved',
          previous: { date: '2026-07-30', time: '16:30:00', date_status: 'estimated' },
          current: { date: '2026-08-04', date_status: 'estimated' },
          revision: 4,
        }),
      ]);
    });

    it('records a time change on the same day, and a confirmation (which brings its time) as one change', () => {
      const timed = planUpsert(storing(stored('a')), [record('a', { time: '07:00:00', fingerprint: 'f2' })], []);
      expect(kinds(timed)).toEqual([['a', 'time_changed']]);
      const confirmed = planUpsert(
        storing(stored('a', { time: null })),
        [record('a', { time: '07:00:00', dateStatus: 'confirmed', fingerprint: 'f2' })],
        [],
      );
      expect(kinds(confirmed)).toEqual([['a', 'confirmed']]);
      const movedAndConfirmed = planUpsert(
        storing(stored('a')),
        [record('a', { date: '2026-08-04', dateStatus: 'confirmed', fingerprint: 'f2' })],
        [],
      );
      expect(kinds(movedAndConfirmed)).toEqual([
        ['a', 'date_moved'],
        ['a', 'confirmed'],
      ]);
    });

    it('records earnings actuals and an IPO’s new deal status; an estimate alone records nothing', () => {
      const actuals = planUpsert(
        storing(stored('a')),
        [record('a', { details: earningsDetails({ eps: 1.42, revenue: 9.4e10 }), fingerprint: 'f2' })],
        [],
      );
      expect(actuals.changes).toEqual([
        expect.objectContaining({ kind: 'outcome', previous: {}, current: { eps: 1.42, revenue: 9.4e10 } }),
      ]);
      const estimate = planUpsert(
        storing(stored('a')),
        [record('a', { details: earningsDetails({ eps_est: 1.5 }), fingerprint: 'f2' })],
        [],
      );
      expect(estimate.updates).toHaveLength(1);
      expect(estimate.changes).toEqual([]);
      const ipo = { type: 'ipo' as const, details: ipoDetails({ deal_status: 'Priced' }), fingerprint: 'f2' };
      const priced = planUpsert(
        storing(stored('a', { type: 'ipo', details: { ...ipoDetails({ deal_status: 'Expected' }) } })),
        [record('a', ipo as Partial<CatalystRecord>)],
        [],
      );
      expect(priced.changes).toEqual([
        expect.objectContaining({ kind: 'status', previous: { deal_status: 'Expected' }, current: { deal_status: 'Priced' } }),
      ]);
    });

    it('records a removal, and a row back after one as added again', () => {
      const removed = planUpsert(
        storing(stored('a')),
        [record('a', { providerUpdated: 140, fingerprint: 'f2' })],
        [{ id: 'a', updated: 150 }],
      );
      expect(removed.changes).toEqual([
        expect.objectContaining({
          kind: 'removed',
          previous: { date: '2026-07-30', time: '16:30:00', date_status: 'estimated' },
          current: null,
          revision: 3,
        }),
      ]);
      const back = planUpsert(storing(stored('a', { removedAt: new Date() })), [record('a', { providerUpdated: 170 })], []);
      expect(kinds(back)).toEqual([['a', 'added']]);
    });
  });
});
