import { create } from '@bufbuild/protobuf';
import { CatalystSchema } from '@mc/proto';
import type { NextCatalyst } from '@mc/api/content';
import { headlineCatalyst, takeFirstPerTicker } from './next-catalysts.js';

const catalyst = (id: string, tickers: string[], date: string) =>
  create(CatalystSchema, { id, type: 'earnings', tickers, title: `${id} title`, date, importance: 3 });
const next = (ticker: string, date: string, importance: number | null): NextCatalyst => ({
  id: ticker,
  type: 'dividend',
  ticker,
  title: 't',
  date,
  date_label: null,
  date_status: 'confirmed',
  session: 'unknown',
  importance,
});

describe('takeFirstPerTicker', () => {
  it('keeps the first catalyst of each wanted ticker, in the order given', () => {
    const found = new Map<string, NextCatalyst>();
    const wanted = new Set(['AAPL', 'MSFT', 'NVDA']);
    const done = takeFirstPerTicker(
      found,
      [
        catalyst('a', ['AAPL'], '2026-12-01'),
        catalyst('b', ['AAPL', 'MSFT', 'XOM'], '2026-12-02'),
        catalyst('c', ['MSFT'], '2026-12-03'),
      ],
      wanted,
    );
    expect(done).toBe(false);
    expect([...found].map(([ticker, item]) => `${ticker}:${item.id}`)).toEqual(['AAPL:a', 'MSFT:b']);
    expect(takeFirstPerTicker(found, [catalyst('d', ['NVDA'], '2026-12-09')], wanted)).toBe(true);
  });
});

describe('headlineCatalyst', () => {
  it('prefers the soonest important catalyst, then the more important on the same day', () => {
    expect(headlineCatalyst([next('A', '2026-12-01', 1), next('B', '2026-12-05', 3), next('C', '2026-12-05', 5)])?.ticker).toBe(
      'C',
    );
  });

  it('falls back to the soonest of all when none is important, and to null when there is none', () => {
    expect(headlineCatalyst([next('A', '2026-12-03', null), null, next('B', '2026-12-02', 1)])?.ticker).toBe('B');
    expect(headlineCatalyst([null, null])).toBeNull();
  });
});
