import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystSchema, type Catalyst } from '@mc/proto';
import { toCalendarRow } from './calendar-rows.js';

const catalyst = (fields: MessageInitShape<typeof CatalystSchema> = {}): Catalyst =>
  create(CatalystSchema, {
    id: 'earnings-6571f0c2a1b2',
    type: 'earnings',
    tickers: ['AAPL'],
    company: 'Apple Inc.',
    title: 'Q4 2026 earnings',
    date: '2026-11-26',
    time: '16:30:00',
    startsAt: timestampFromDate(new Date('2026-11-26T21:30:00Z')),
    session: 'after_close',
    dateStatus: 'confirmed',
    datePrecision: 'day',
    importance: 5,
    sector: 'information_technology',
    marketCap: 3.9e12,
    details: { case: 'earnings', value: { epsEst: 1.43 } },
    source: 'Benzinga',
    revision: 2,
    firstSeenAt: timestampFromDate(new Date('2026-08-01T10:00:00Z')),
    updatedAt: timestampFromDate(new Date('2026-11-20T10:00:00Z')),
    previousDate: '2026-11-24',
    changedAt: timestampFromDate(new Date('2026-11-19T12:00:00Z')),
    changeKind: 'date_moved',
    ...fields,
  });

describe('toCalendarRow', () => {
  it('gives the date and time in the reader’s zone and as provided in New York', () => {
    expect(toCalendarRow(catalyst(), 'America/New_York', 'full')).toMatchObject({
      date: '2026-11-26',
      time: '16:30',
      date_et: '2026-11-26',
      time_et: '16:30',
      starts_at: '2026-11-26T21:30:00.000Z',
    });
    // After the close in New York is the next morning in Tokyo.
    expect(toCalendarRow(catalyst(), 'Asia/Tokyo', 'full')).toMatchObject({
      date: '2026-11-27',
      time: '06:30',
      date_et: '2026-11-26',
    });
  });

  it('keeps an untimed catalyst on its day in every zone', () => {
    const row = toCalendarRow(catalyst({ time: undefined, startsAt: undefined, session: 'unknown' }), 'Asia/Tokyo', 'full');
    expect(row).toMatchObject({ date: '2026-11-26', time: null, time_et: null, starts_at: null, session: 'unknown' });
  });

  it('answers the common fields and the details', () => {
    expect(toCalendarRow(catalyst(), 'America/New_York', 'full')).toEqual({
      id: 'earnings-6571f0c2a1b2',
      type: 'earnings',
      tickers: ['AAPL'],
      ticker: 'AAPL',
      company: 'Apple Inc.',
      title: 'Q4 2026 earnings',
      date: '2026-11-26',
      time: '16:30',
      date_et: '2026-11-26',
      time_et: '16:30',
      starts_at: '2026-11-26T21:30:00.000Z',
      session: 'after_close',
      date_status: 'confirmed',
      date_precision: 'day',
      date_label: null,
      importance: 5,
      sector: 'information_technology',
      market_cap: 3.9e12,
      details: expect.objectContaining({ eps_est: 1.43, eps: null, notes: null }),
      details_locked: false,
      source: 'Benzinga',
      source_url: null,
      revision: 2,
      first_seen_at: '2026-08-01T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      previous_date: '2026-11-24',
      changed_at: '2026-11-19T12:00:00.000Z',
      change_kind: 'date_moved',
      expected_move: null,
    });
  });

  it('answers the company’s expected move beside its report, for a subscriber and in a preview alike', () => {
    const withMove = catalyst({ expectedMove: { percent: 6.2, basis: 'avg_abs_last_8', samples: 8 } });
    for (const access of ['full', 'preview'] as const)
      expect(toCalendarRow(withMove, 'America/New_York', access).expected_move).toEqual({
        percent: 6.2,
        basis: 'avg_abs_last_8',
        samples: 8,
      });
  });

  it('answers null for a date that never moved', () => {
    const added = catalyst({ previousDate: undefined, changeKind: 'added' });
    expect(toCalendarRow(added, 'America/New_York', 'full')).toMatchObject({ previous_date: null, change_kind: 'added' });
  });

  it('hides an FDA event’s details and source in a preview, and only those', () => {
    const fda = catalyst({
      type: 'fda',
      details: { case: 'fda', value: { eventType: 'PDUFA Date' } },
      sourceUrl: 'https://www.merck.com/news/',
    });
    expect(toCalendarRow(fda, 'America/New_York', 'preview')).toMatchObject({
      details: null,
      details_locked: true,
      source_url: null,
    });
    expect(toCalendarRow(fda, 'America/New_York', 'full')).toMatchObject({
      details: expect.objectContaining({ event_type: 'PDUFA Date' }),
      details_locked: false,
    });
    expect(toCalendarRow(catalyst(), 'America/New_York', 'preview')).toMatchObject({
      details: expect.objectContaining({ eps_est: 1.43 }),
      details_locked: false,
    });
  });

  it('titles a locked FDA row by its kind and company, never by the drug or indication', () => {
    const fda = catalyst({
      type: 'fda',
      tickers: ['ARGX'],
      company: 'argenx SE',
      title: 'PDUFA Date: Vyvgart (generalized myasthenia gravis)',
      details: { case: 'fda', value: { eventType: 'PDUFA Date', drug: { name: 'Vyvgart' } } },
    });
    expect(toCalendarRow(fda, 'America/New_York', 'preview').title).toBe('PDUFA Date: argenx SE');
    expect(toCalendarRow(fda, 'America/New_York', 'full').title).toBe('PDUFA Date: Vyvgart (generalized myasthenia gravis)');
    const bare = catalyst({ type: 'fda', company: undefined, tickers: ['XBI'], details: { case: 'fda', value: {} } });
    expect(toCalendarRow(bare, 'America/New_York', 'preview').title).toBe('FDA event: XBI');
  });
});
