import { MAX_SYMBOLS_PER_REQUEST, symbolBatches } from './symbol-batches.js';

const symbols = (count: number) => Array.from({ length: count }, (_, index) => `S${index}`);

describe('symbolBatches', () => {
  it('splits the tape’s 113 symbols into requests of 50, 50 and 13, in order', () => {
    const batches = symbolBatches(symbols(113));
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 13]);
    expect(batches.flat()).toEqual(symbols(113));
  });

  it('never asks the provider for more than it accepts', () => {
    expect(MAX_SYMBOLS_PER_REQUEST).toBe(50);
    expect(symbolBatches(symbols(100)).map((batch) => batch.length)).toEqual([50, 50]);
    expect(symbolBatches(symbols(7), 3)).toEqual([['S0', 'S1', 'S2'], ['S3', 'S4', 'S5'], ['S6']]);
  });

  it('makes no request for no symbols', () => {
    expect(symbolBatches([])).toEqual([]);
  });

  it('refuses a batch size that would never finish', () => {
    expect(() => symbolBatches(symbols(3), 0)).toThrow(RangeError);
  });
});
