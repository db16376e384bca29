import { parsePythonInt } from './python-int.js';

/** Expected values are CPython's int(text). */
describe('parsePythonInt', () => {
  it.each([
    ['7', 7n],
    [' 7 ', 7n],
    ['+7', 7n],
    ['-7', -7n],
    ['00012', 12n],
    ['1_000', 1000n],
    ['\u2007 1', 1n],
    ['1\u0085', 1n],
    ['٣', 3n],
    ['７', 7n],
    ['𝟗', 9n],
    ['१२३', 123n],
    ['99999999999999999999', 99999999999999999999n],
  ])('reads %j as %s', (text, value) => {
    expect(parsePythonInt(text)).toBe(value);
  });

  it.each(['', ' ', '1__0', '_1', '1_', '0x1', '1.0', '1e3', '²', '\ufeff1', '- 1', '1 2'])('refuses %j', (text) => {
    expect(parsePythonInt(text)).toBeNull();
  });
});
