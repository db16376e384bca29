import { CalendarBook } from './calendar-book.js';
import { dayFromIso } from './civil-date.js';
import { CALENDAR_TYPES, type EarningsRow } from './calendar-types.js';
import { unixSeconds } from './timeline.js';
import { easternInstant } from './zoned-time.js';

const SEED = 42;
const TODAY = dayFromIso('2026-11-16')!;
const NOW = easternInstant(TODAY, '10:00:00');
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

describe('calendar book', () => {
  const book = new CalendarBook(SEED);
  afterEach(() => book.reset());

  it('serves every calendar, a year back to six months ahead, nothing updated after the clock', () => {
    for (const type of CALENDAR_TYPES) {
      const rows = book.rowsAt(type, NOW);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.updated).toBeLessThanOrEqual(unixSeconds(NOW));
    }
    const dates = book.rowsAt('earnings', NOW).map((row) => dayFromIso(row.date)!);
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(TODAY - 365);
    expect(Math.max(...dates)).toBeGreaterThan(TODAY + 150);
    expect(Math.max(...dates)).toBeLessThanOrEqual(TODAY + 190);
  });

  it('moves with the clock: an estimated report gets confirmed, then reported, each time with a later updated', () => {
    const estimated = book.rowsAt('earnings', NOW).find((row) => row.date_confirmed === 0 && dayFromIso(row.date)! < TODAY + 40)!;
    const reportDay = dayFromIso(estimated.date)!;
    const laterRow = (atMs: number) => book.rowsAt('earnings', atMs).find((row) => row.id === estimated.id)!;
    const confirmed = laterRow(easternInstant(reportDay - 8, '12:00:00'));
    expect(confirmed.date_confirmed).toBe(1);
    expect(confirmed.updated).toBeGreaterThan(estimated.updated);
    const reported = laterRow(easternInstant(dayFromIso(confirmed.date)! + 1, '12:00:00'));
    expect(reported.eps).not.toBe('');
    expect(reported.updated).toBeGreaterThan(confirmed.updated);
  });

  it('keeps ids stable when the clock crosses into another day', () => {
    const today = new Set(book.rowsAt('dividends', NOW).map((row) => row.id));
    const tomorrow = book.rowsAt('dividends', NOW + DAY_MS).map((row) => row.id);
    expect(tomorrow.filter((id) => today.has(id)).length).toBeGreaterThan(today.size * 0.95);
  });

  it('lists the rows the provider deleted, with the moment they went', () => {
    const removed = book.removedAt(['conference-calls'], NOW);
    expect(removed.length).toBeGreaterThan(5);
    const served = new Set(book.rowsAt('conference-calls', NOW).map((row) => row.id));
    for (const entry of removed) {
      expect(entry.type).toBe('conference-calls');
      expect(entry.updated).toBeLessThanOrEqual(unixSeconds(NOW));
      expect(served.has(entry.id)).toBe(false);
    }
  });

  it('adds a row at the clock, filling the company’s details and blanks', () => {
    const result = book.add('earnings', { ticker: 'AAPL', date: '2026-11-19', time: '16:30:00' }, NOW);
    expect(result.ok).toBe(true);
    const row = (result as { value: EarningsRow }).value;
    expect(row).toMatchObject({
      ticker: 'AAPL',
      name: 'Apple Inc.',
      exchange: 'NASDAQ',
      importance: 5,
      eps: '',
      updated: unixSeconds(NOW),
    });
    expect(row.id).toMatch(/^[0-9a-f]{24}$/);
    expect(book.rowsAt('earnings', NOW).some((candidate) => candidate.id === row.id)).toBe(true);
    expect(book.rowsAt('earnings', NOW - 1).some((candidate) => candidate.id === row.id)).toBe(false);
    expect(book.edits()).toEqual({ added: 1, changed: 0, removed: 0 });
  });

  it('refuses added rows without the required fields or with fields of the wrong kind', () => {
    expect(book.add('earnings', { ticker: 'AAPL' }, NOW)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/date/),
    });
    expect(book.add('earnings', { ticker: 'AAPL', date: '19/11/2026' }, NOW)).toMatchObject({ ok: false, status: 400 });
    expect(book.add('earnings', { ticker: 'AAPL', date: '2026-11-19', importance: 9 }, NOW)).toMatchObject({ ok: false });
    expect(book.add('earnings', { ticker: 'AAPL', date: '2026-11-19', colour: 'red' }, NOW)).toMatchObject({ ok: false });
  });

  it('changes a served row at the clock; the change outlives later versions and hides before its time', () => {
    const row = book.rowsAt('earnings', NOW).find((candidate) => candidate.date_confirmed === 0)!;
    const result = book.change('earnings', row.id, { time: '17:00:00', notes: 'Moved by the company' }, NOW + HOUR_MS);
    expect(result).toMatchObject({ ok: true, value: { id: row.id, time: '17:00:00', updated: unixSeconds(NOW + HOUR_MS) } });
    const afterReport = book
      .rowsAt('earnings', easternInstant(dayFromIso(row.date)! + 45, '12:00:00'))
      .find((candidate) => candidate.id === row.id)!;
    expect(afterReport).toMatchObject({ time: '17:00:00', notes: 'Moved by the company' });
    expect(book.rowsAt('earnings', NOW).find((candidate) => candidate.id === row.id)?.notes).toBe('');
  });

  it('removes a served row at the clock: it leaves the calendar and appears in the removed list', () => {
    const row = book.rowsAt('splits', NOW)[0];
    expect(book.remove('splits', row.id, NOW)).toEqual({
      ok: true,
      value: { id: row.id, type: 'splits', updated: unixSeconds(NOW) },
    });
    expect(book.rowsAt('splits', NOW).some((candidate) => candidate.id === row.id)).toBe(false);
    expect(book.removedAt(['splits'], NOW)).toContainEqual({
      id: row.id,
      type: 'splits',
      updated: unixSeconds(NOW),
    });
    expect(book.remove('splits', row.id, NOW)).toMatchObject({ ok: false, status: 404 });
    expect(book.change('splits', row.id, { notes: 'x' }, NOW)).toMatchObject({ ok: false, status: 404 });
  });

  it('forgets every edit on reset', () => {
    const row = book.rowsAt('ipos', NOW)[0];
    book.remove('ipos', row.id, NOW);
    book.reset();
    expect(book.rowsAt('ipos', NOW).some((candidate) => candidate.id === row.id)).toBe(true);
    expect(book.edits()).toEqual({ added: 0, changed: 0, removed: 0 });
  });
});
