import type { CatalystRecord } from '../catalysts/catalyst-record.js';
import { earningsDetails } from '../catalysts/catalyst-details.test-helper.js';
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
    expect(plan).toEqual({ inserts: [], updates: [], removals: [], changedIds: [] });
  });
});
