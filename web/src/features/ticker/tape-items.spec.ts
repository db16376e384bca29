import { describe, expect, it } from '@jest/globals';
import { rankedSampleQuotes } from './sample-quotes.test-helper.js';
import { tapeItems } from './tape-items.js';

function shape(count: number): string {
  return tapeItems(rankedSampleQuotes(count))
    .map((item) => (item.kind === 'quote' ? 'q' : 'P'))
    .join('');
}

describe('tapeItems', () => {
  it('inserts the promotional link after every 5th quote', () => {
    expect(shape(12)).toBe('qqqqqPqqqqqPqq');
  });

  it('adds no link before the 5th quote', () => {
    expect(shape(4)).toBe('qqqq');
  });

  it('gives the 110 companies 22 links', () => {
    const items = tapeItems(rankedSampleQuotes(110));
    expect(items.filter((item) => item.kind === 'promo')).toHaveLength(22);
    expect(items.at(-1)).toEqual({ kind: 'promo', promoIndex: 21 });
  });
});
