import { reactionOf, windowOf, type DailyPrices } from './reaction.js';
import { expectedMoveOf, historySummary } from './expected-move.js';

/** A hand-made series: [day, open, close] per session. */
const series = (...rows: [string, number, number][]): DailyPrices[] => rows.map(([day, open, close]) => ({ day, open, close }));

// Tuesday 2026-11-10 to Monday 2026-11-16: an ordinary week.
const week = series(
  ['2026-11-09', 99, 100],
  ['2026-11-10', 100.5, 100],
  ['2026-11-11', 104, 105],
  ['2026-11-12', 97, 94.5],
  ['2026-11-13', 95, 96],
  ['2026-11-16', 96, 97],
);

describe('a reaction to a report', () => {
  it('before the open: the previous close to the same day’s close, the gap at that day’s open', () => {
    expect(reactionOf('2026-11-11', 'before_open', week)).toEqual({
      before: '2026-11-10',
      after: '2026-11-11',
      movePercent: 5,
      gapPercent: 4,
    });
  });

  it('during the session: measured as before the open (the day’s close holds the news)', () => {
    expect(reactionOf('2026-11-11', 'during_market', week)).toMatchObject({ before: '2026-11-10', after: '2026-11-11' });
  });

  it('after the close: that day’s close to the next session’s close', () => {
    expect(reactionOf('2026-11-11', 'after_close', week)).toEqual({
      before: '2026-11-11',
      after: '2026-11-12',
      movePercent: -10,
      gapPercent: -7.62,
    });
  });

  it('after Friday’s close: the next session is Monday', () => {
    expect(reactionOf('2026-11-13', 'after_close', week)).toMatchObject({ before: '2026-11-13', after: '2026-11-16' });
  });

  it('an unknown session: the wider of the two windows', () => {
    // Before the open it would be +5 %, after the close −10 %: the report was the later one.
    expect(reactionOf('2026-11-11', 'unknown', week)).toMatchObject({
      before: '2026-11-11',
      after: '2026-11-12',
      movePercent: -10,
    });
    // On 2026-11-12 the early window (−10 %) is wider than the late one (+1.59 %).
    expect(reactionOf('2026-11-12', 'unknown', week)).toMatchObject({
      before: '2026-11-11',
      after: '2026-11-12',
      movePercent: -10,
    });
  });

  it('a missing day is not bridged: no reaction rather than a two-session move', () => {
    const gap = week.filter((bar) => bar.day !== '2026-11-12');
    expect(reactionOf('2026-11-11', 'after_close', gap)).toBeNull();
    expect(reactionOf('2026-11-12', 'before_open', gap)).toBeNull();
    // With one window missing, an unknown session cannot say which was wider.
    expect(reactionOf('2026-11-11', 'unknown', gap)).toBeNull();
  });

  it('a holiday after the report: Wednesday evening before Thanksgiving reacts on Friday', () => {
    const thanksgiving = series(['2026-11-24', 50, 50], ['2026-11-25', 50, 50], ['2026-11-27', 52, 53]);
    expect(windowOf('2026-11-25', 'after_close')).toEqual({ before: '2026-11-25', after: '2026-11-27' });
    expect(reactionOf('2026-11-25', 'after_close', thanksgiving)).toEqual({
      before: '2026-11-25',
      after: '2026-11-27',
      movePercent: 6,
      gapPercent: 4,
    });
  });

  it('a report dated on a weekend frames Friday’s close and Monday’s', () => {
    expect(windowOf('2026-11-14', 'before_open')).toEqual({ before: '2026-11-13', after: '2026-11-16' });
    expect(windowOf('2026-11-14', 'after_close')).toEqual({ before: '2026-11-13', after: '2026-11-16' });
  });

  it('a 4:1 split in the window: undone when the stored bars straddle it unadjusted', () => {
    // Stored before the split took effect: 400 → 104 is a 4:1 split and a 4 % rise, not a 74 % fall.
    const unadjusted = series(['2026-11-10', 396, 400], ['2026-11-11', 103, 104]);
    const split = [{ exDay: '2026-11-11', ratio: 4 }];
    expect(reactionOf('2026-11-10', 'after_close', unadjusted, split)).toEqual({
      before: '2026-11-10',
      after: '2026-11-11',
      movePercent: 4,
      gapPercent: 3,
    });
  });

  it('a split in the window of bars already adjusted (as the provider and its emulator serve them) is left alone', () => {
    const adjusted = series(['2026-11-10', 99, 100], ['2026-11-11', 91, 92]);
    expect(reactionOf('2026-11-10', 'after_close', adjusted, [{ exDay: '2026-11-11', ratio: 4 }])).toMatchObject({
      movePercent: -8,
    });
    // A reverse split (1:10) stored unadjusted: 2.00 → 21.00 is a 5 % rise.
    const reverse = series(['2026-11-10', 2, 2], ['2026-11-11', 20, 21]);
    expect(reactionOf('2026-11-10', 'after_close', reverse, [{ exDay: '2026-11-11', ratio: 0.1 }])).toMatchObject({
      movePercent: 5,
      gapPercent: 0,
    });
  });

  it('a split outside the window changes nothing', () => {
    expect(reactionOf('2026-11-11', 'after_close', week, [{ exDay: '2026-11-16', ratio: 2 }])).toMatchObject({
      movePercent: -10,
    });
  });
});

describe('the expected move', () => {
  const moves = (...percents: number[]) =>
    percents.map((movePercent, index) => ({ date: `2026-${String(index + 1).padStart(2, '0')}-15`, movePercent }));

  it('averages the absolute moves of the newest eight', () => {
    // Ten reactions, January to October: the two oldest (±50 %) are left out.
    expect(expectedMoveOf(moves(50, -50, 4, -6, 8, -2, 5, -7, 3, 9))).toEqual({
      percent: 5.5,
      basis: 'avg_abs_last_8',
      samples: 8,
    });
  });

  it('needs at least four reactions', () => {
    expect(expectedMoveOf(moves(4, -6, 8))).toBeNull();
    expect(expectedMoveOf(moves(4, -6, 8, -3))).toEqual({ percent: 5.3, basis: 'avg_abs_last_8', samples: 4 });
  });

  it('sums a history up: average absolute move, the largest with its sign, how many went up', () => {
    expect(historySummary(moves(50, 4, -9, 8, -2, 5, -7, 3, 1))).toEqual({ averageAbsMove: 4.9, largestMove: -9, upCount: 5 });
    expect(historySummary([])).toEqual({ averageAbsMove: null, largestMove: null, upCount: 0 });
  });
});
