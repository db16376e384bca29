import {
  EXCHANGE_EARLY_CLOSES,
  EXCHANGE_HOLIDAYS,
  isTradingDay,
  isWeekend,
  nextTradingDay,
  tradingDayOnOrAfter,
} from '@mc/market-time';
import { dayFromIso } from '../calendar/civil-date.js';
import { earningsTimelines } from '../calendar/earnings.generator.js';
import { splitTimelines } from '../calendar/splits.generator.js';
import { versionAt } from '../calendar/timeline.js';
import { allListings } from '../listings.js';
import { priceAt } from '../prices.js';
import { allCompanies } from '../universe/universe.js';
import { newYorkIso } from './bar-fields.js';
import { dailyBars, movesAt, tradingDaysOfHistory, type DailyBar } from './daily-bars.js';

const SEED = 42;
// The Wednesday before Thanksgiving 2026, 14:00 in New York: two years of history cover 2025 and 2026 whole.
const NOW = Date.parse('2026-11-25T19:00:00Z');
const SLOW_MS = 120_000;

const logMove = (bars: DailyBar[], i: number): number => Math.log(bars[i].close / bars[i - 1].close);

beforeAll(() => {
  movesAt(NOW, SEED); // reads two years of calendars once, for every test below
}, SLOW_MS);

describe('daily bars', () => {
  it(
    'close the last bar at the delayed quote, on a weekday, a weekend and a holiday',
    () => {
      for (const clock of [NOW, Date.parse('2026-11-28T15:00:00Z'), Date.parse('2026-11-26T15:00:00Z')]) {
        for (const symbol of ['AAPL', 'SPY', 'IBIT', allCompanies()[300].symbol]) {
          expect(dailyBars(symbol, clock, SEED).at(-1)!.close).toBe(priceAt(symbol, clock, SEED));
        }
      }
    },
    SLOW_MS,
  );

  it('fall on trading days only, two years back, early closes ending at 13:00 New York', () => {
    const bars = dailyBars('MSFT', NOW, SEED);
    const holidays = new Set(EXCHANGE_HOLIDAYS.map((holiday) => holiday.date));
    expect(bars.every((bar) => isTradingDay(bar.day) && !isWeekend(bar.day) && !holidays.has(bar.day))).toBe(true);
    expect(bars[0].day).toBe(tradingDayOnOrAfter('2024-11-25'));
    expect(bars.at(-1)!.day).toBe('2026-11-25');
    expect(bars.map((bar) => bar.day)).toEqual(tradingDaysOfHistory(NOW));
    const earlyClose = bars.find((bar) => bar.day === EXCHANGE_EARLY_CLOSES.find((early) => early.date > bars[0].day)!.date)!;
    expect(newYorkIso(earlyClose.closesAt)).toMatch(/T13:00:00\.000-0[45]:00$/);
    expect(newYorkIso(bars.find((bar) => bar.day === '2026-07-01')!.closesAt)).toBe('2026-07-01T16:00:00.000-04:00');
  });

  it(
    'are the same for the same seed and clock, and another market for another seed',
    () => {
      expect(dailyBars('NVDA', NOW, SEED)).toEqual(dailyBars('NVDA', NOW, SEED));
      const other = dailyBars('NVDA', NOW, SEED + 1);
      const same = dailyBars('NVDA', NOW, SEED);
      expect(other.slice(0, -1).filter((bar, i) => bar.close === same[i].close).length).toBeLessThan(same.length / 10);
    },
    SLOW_MS,
  );

  it('hold every price together: low ≤ open, close ≤ high, volumes positive', () => {
    for (const listing of allListings().slice(0, 40)) {
      for (const bar of dailyBars(listing.symbol, NOW, SEED)) {
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.low).toBeGreaterThan(0);
        expect(bar.volume).toBeGreaterThan(0);
      }
    }
  });

  it(
    'move more on the session after an earnings report than on other days, not always with the surprise',
    () => {
      const window = { fromDay: dayFromIso('2024-11-18')!, toDay: dayFromIso('2026-11-24')! };
      const reactions = new Map<string, { day: string; beat: boolean }[]>();
      for (const timeline of earningsTimelines(window, SEED)) {
        const row = versionAt(timeline, NOW);
        if (!row || row.eps_surprise === '' || Number(row.eps_surprise) === 0) continue;
        const day = row.time < '09:30:00' ? tradingDayOnOrAfter(row.date) : nextTradingDay(row.date);
        reactions.set(row.ticker, [...(reactions.get(row.ticker) ?? []), { day, beat: Number(row.eps_surprise) > 0 }]);
      }
      let eventSum = 0;
      let eventCount = 0;
      let otherSum = 0;
      let otherCount = 0;
      let againstTheNews = 0;
      for (const company of allCompanies().slice(0, 120)) {
        const bars = dailyBars(company.symbol, NOW, SEED);
        const byDay = new Map((reactions.get(company.symbol) ?? []).map((reaction) => [reaction.day, reaction.beat]));
        for (let i = 1; i < bars.length; i++) {
          const move = logMove(bars, i);
          const beat = byDay.get(bars[i].day);
          if (beat === undefined) {
            otherSum += Math.abs(move);
            otherCount++;
          } else {
            eventSum += Math.abs(move);
            eventCount++;
            if (beat !== move > 0) againstTheNews++;
          }
        }
      }
      expect(eventCount).toBeGreaterThan(500);
      expect(eventSum / eventCount).toBeGreaterThan(2.5 * (otherSum / otherCount));
      expect(againstTheNews / eventCount).toBeGreaterThan(0.15);
      expect(againstTheNews / eventCount).toBeLessThan(0.45);
    },
    SLOW_MS,
  );

  it('are split-adjusted: no jump by the ratio on a split ex-date', () => {
    const window = { fromDay: dayFromIso('2024-11-25')!, toDay: dayFromIso('2026-11-25')! };
    const splits = splitTimelines(window, SEED)
      .map((timeline) => versionAt(timeline, NOW))
      .filter((row) => row !== undefined && row.date_ex > '2024-11-26' && row.date_ex <= '2026-11-25');
    expect(splits.length).toBeGreaterThan(4);
    for (const split of splits) {
      const [to, from] = split!.ratio.split(':').map(Number);
      const bars = dailyBars(split!.ticker, NOW, SEED);
      const exIndex = bars.findIndex((bar) => bar.day === split!.date_ex);
      expect(Math.abs(logMove(bars, exIndex))).toBeLessThan(Math.abs(Math.log(to / from)) / 3);
    }
  });
});
