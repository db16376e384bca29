import { create } from '@bufbuild/protobuf';
import { DelayedQuoteSchema } from '@mc/proto';
import { LatestTape } from './latest-tape.js';

const quotes = (last: number) => [
  create(DelayedQuoteSchema, { symbol: 'AAPL', name: 'Apple Inc.', last, change: 1, changePercent: 1 }),
];
const at = (minute: number) => new Date(Date.UTC(2025, 2, 4, 18, minute));
const lastPrice = (tape: LatestTape) => JSON.parse(tape.current!.body.toString())[0].last;

describe('LatestTape', () => {
  it('has nothing until the first quotes', () => {
    expect(new LatestTape().current).toBeUndefined();
  });

  it('holds the answer’s bytes and as-of', () => {
    const tape = new LatestTape();
    expect(tape.offer(quotes(126.14), at(40))).toBe(true);
    expect(tape.current?.asOf).toBe('2025-03-04T18:40:00.000Z');
    expect(JSON.parse(tape.current!.body.toString())).toEqual([
      { symbol: 'AAPL', name: 'Apple Inc.', last: 126.14, change: 1, change_percent: 1 },
    ]);
  });

  it('moves forward only: an older or repeated refresh changes nothing', () => {
    const tape = new LatestTape();
    tape.offer(quotes(2), at(45));
    expect(tape.offer(quotes(1), at(40))).toBe(false);
    expect(tape.offer(quotes(3), at(45))).toBe(false);
    expect(lastPrice(tape)).toBe(2);
    expect(tape.offer(quotes(4), at(50))).toBe(true);
    expect(lastPrice(tape)).toBe(4);
  });
});
