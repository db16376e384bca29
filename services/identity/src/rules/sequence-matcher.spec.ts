import { quickRatio } from './sequence-matcher.js';

describe('quickRatio (difflib.SequenceMatcher.quick_ratio), values computed by CPython', () => {
  it.each([
    ['johnsmith1', 'johnsmith', 0.9473684210526315],
    ['example.com1', 'example', 0.7368421052631579],
    ['aab', 'abb', 0.6666666666666666],
    ['abc', '', 0],
  ])('quick_ratio(%j, %j) = %d', (a, b, ratio) => {
    expect(quickRatio(a, b)).toBe(ratio);
  });

  it('ignores order, so anagrams score 1.0 (where ratio() would not)', () => {
    expect(quickRatio('htimsnhoj', 'johnsmith')).toBe(1);
    expect(quickRatio('ab', 'ba')).toBe(1);
  });

  it('is 1.0 for two empty strings', () => {
    expect(quickRatio('', '')).toBe(1);
  });

  it('counts each character of b at most as often as it occurs', () => {
    expect(quickRatio('aaaa', 'a')).toBe((2 * 1) / 5);
  });

  it('compares code points, so an emoji is one element', () => {
    expect(quickRatio('😀a', 'a😀')).toBe(1);
    expect(quickRatio('😀', '😁')).toBe(0);
  });
});
