import { ProviderError } from '@mc/runtime';
import { parseDailyBars } from './benzinga-bars.parser.js';

const candle = (dateTime: string, close: number | string, extra: Record<string, unknown> = {}) => ({
  time: String(new Date(dateTime).getTime()),
  dateTime,
  open: 100,
  high: 102.5,
  low: '99.1',
  close,
  volume: 1_250_000,
  ...extra,
});

describe('the provider’s daily bars', () => {
  it('reads each candle’s New York day and numbers given as numbers or decimal text', () => {
    const body = JSON.stringify([
      {
        symbol: 'AAPL',
        candles: [candle('2026-11-25T16:00:00.000-05:00', 101.25), candle('2026-11-27T13:00:00.000-05:00', '103.5')],
      },
      { symbol: 'msft', candles: [] },
    ]);
    expect(parseDailyBars(body)).toEqual([
      { symbol: 'AAPL', day: '2026-11-25', open: 100, high: 102.5, low: 99.1, close: 101.25, volume: 1_250_000 },
      { symbol: 'AAPL', day: '2026-11-27', open: 100, high: 102.5, low: 99.1, close: 103.5, volume: 1_250_000 },
    ]);
  });

  it('refuses an answer that is not a list, a candle missing a price, or a volume that is no whole number', () => {
    const bad = [
      '{"AAPL": []}',
      '<html>',
      JSON.stringify([{ symbol: 'AAPL', candles: [candle('2026-11-25T16:00:00.000-05:00', '')] }]),
      JSON.stringify([{ symbol: 'AAPL', candles: [candle('2026-11-25T16:00:00.000-05:00', 1, { volume: 1.5 })] }]),
      JSON.stringify([{ symbol: 'AAPL', candles: [candle('2026-11-25T16:00:00.000-05:00', 1, { dateTime: 'yesterday' })] }]),
      JSON.stringify([{ candles: [] }]),
    ];
    for (const body of bad) {
      expect(() => parseDailyBars(body)).toThrow(ProviderError);
    }
  });
});
