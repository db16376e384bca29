import { planBarRequests } from './sync-plan.js';

const tickers = (count: number, prefix: string) =>
  Array.from(
    { length: count },
    (_, index) => `${prefix}${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`,
  );

describe('the requests of a sync', () => {
  it('backfills two years for tickers never asked for, 50 a request', () => {
    const fresh = tickers(120, 'N');
    const requests = planBarRequests(fresh, new Map(), '2026-11-27');
    expect(requests.map((request) => request.symbols.length)).toEqual([50, 50, 20]);
    expect(requests.every((request) => request.from === '2024-11-27' && request.to === '2026-11-27')).toBe(true);
    expect(requests.flatMap((request) => request.symbols)).toEqual(fresh);
  });

  it('asks only for the days after each ticker’s coverage, grouping tickers that start together', () => {
    const coverage = new Map([
      ['AAPL', '2026-11-25'],
      ['MSFT', '2026-11-25'],
      ['NVDA', '2026-11-20'],
    ]);
    expect(planBarRequests(['AAPL', 'MSFT', 'NVDA', 'IBIT'], coverage, '2026-11-27')).toEqual([
      { symbols: ['AAPL', 'MSFT'], from: '2026-11-26', to: '2026-11-27' },
      { symbols: ['NVDA'], from: '2026-11-21', to: '2026-11-27' },
      { symbols: ['IBIT'], from: '2024-11-27', to: '2026-11-27' },
    ]);
  });

  it('asks nothing for tickers covered through the last closed session', () => {
    expect(planBarRequests(['AAPL'], new Map([['AAPL', '2026-11-27']]), '2026-11-27')).toEqual([]);
  });
});

describe('a stack with a shorter history (DAILY_BARS_HISTORY_MONTHS)', () => {
  it('backfills only that many months for a ticker never asked for', () => {
    expect(planBarRequests(['AAPL'], new Map(), '2026-11-27', 13)).toEqual([
      { symbols: ['AAPL'], from: '2025-10-27', to: '2026-11-27' },
    ]);
  });
});
