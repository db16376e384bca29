import type { Day } from '@mc/market-time';
import type { BarSource } from './quotes-bars.js';
import type { DailyPrices, Reaction } from './reaction.js';
import { lastClosedDay, ReactionsRefreshService } from './reactions-refresh.service.js';
import type { PendingEvent, ReactionsRepository } from './reactions.repository.js';

/** The repository's pending list and what was stored, in memory. */
function fakeRepository(events: PendingEvent[]) {
  const stored = new Map<string, Reaction>();
  const asked: { from: Day; to: Day }[] = [];
  let refreshes = 0;
  const repository = {
    pendingEvents: async (from: Day, to: Day) => {
      asked.push({ from, to });
      return events.filter((event) => !stored.has(event.id) && event.date >= from && event.date <= to);
    },
    splits: async () => new Map(),
    store: async (event: PendingEvent, reaction: Reaction) => void stored.set(event.id, reaction),
    refreshExpectedMoves: async () => void refreshes++,
  };
  return { repository: repository as unknown as ReactionsRepository, stored, asked, refreshes: () => refreshes };
}

/** quotes' bars, in memory, counting the requests. */
function fakeBars(byTicker: Record<string, DailyPrices[]>) {
  const requests: string[][] = [];
  const source: BarSource = {
    dailyPrices: async (tickers) => {
      requests.push([...tickers]);
      return new Map(tickers.map((ticker) => [ticker, byTicker[ticker] ?? []]));
    },
  };
  return { source, requests };
}

const bar = (day: Day, close: number): DailyPrices => ({ day, open: close, close });
// Monday 2026-11-16, 18:00 New York: that day's session has closed (and quotes has its bar).
const MONDAY_EVENING = new Date('2026-11-16T23:00:00Z');

describe('the reactions refresh', () => {
  it('takes the last closed session: after the close and its margin, else the session before', () => {
    expect(lastClosedDay(MONDAY_EVENING)).toBe('2026-11-16');
    expect(lastClosedDay(new Date('2026-11-16T21:10:00Z'))).toBe('2026-11-13');
    expect(lastClosedDay(new Date('2026-11-15T12:00:00Z'))).toBe('2026-11-13');
  });

  it('measures the events whose closes are in, stores them, and recomputes the expected moves', async () => {
    const events: PendingEvent[] = [
      { id: 'earnings-a', kind: 'earnings', ticker: 'AAA', date: '2026-11-12', session: 'after_close' },
      // Its reaction needs Tuesday's close: it waits.
      { id: 'earnings-b', kind: 'earnings', ticker: 'AAA', date: '2026-11-16', session: 'after_close' },
    ];
    const fake = fakeRepository(events);
    const bars = fakeBars({ AAA: [bar('2026-11-12', 100), bar('2026-11-13', 92), bar('2026-11-16', 95)] });
    const outcome = await new ReactionsRefreshService(fake.repository, bars.source).refresh(MONDAY_EVENING);
    expect(outcome).toEqual({ pending: 1, stored: 1 });
    expect(fake.stored.get('earnings-a')).toEqual({ before: '2026-11-12', after: '2026-11-13', movePercent: -8, gapPercent: -8 });
    expect(fake.refreshes()).toBe(1);
    expect(fake.asked[0].to).toBe('2026-11-16');
  });

  it('asks again for an event of a company without bars at every run, but for one whose window has none only after the next close', async () => {
    const events: PendingEvent[] = [
      // Before the first stored bar of its company.
      { id: 'earnings-old', kind: 'earnings', ticker: 'AAA', date: '2025-12-01', session: 'before_open' },
      // A company quotes does not have yet.
      { id: 'earnings-new', kind: 'earnings', ticker: 'BBB', date: '2026-11-12', session: 'after_close' },
    ];
    const fake = fakeRepository(events);
    const bars = fakeBars({ AAA: [bar('2026-11-12', 100), bar('2026-11-13', 92)] });
    const service = new ReactionsRefreshService(fake.repository, bars.source);
    expect(await service.refresh(MONDAY_EVENING)).toEqual({ pending: 2, stored: 0 });
    expect(await service.refresh(MONDAY_EVENING)).toEqual({ pending: 1, stored: 0 });
    expect(bars.requests).toEqual([['AAA', 'BBB'], ['BBB']]);
    // After Tuesday's close, the unmeasurable one is tried once more.
    expect(await service.refresh(new Date('2026-11-17T23:00:00Z'))).toEqual({ pending: 2, stored: 0 });
  });
});
