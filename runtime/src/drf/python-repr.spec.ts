import { pythonRepr, pythonStr, pythonTypeName } from './python-repr.js';

describe('pythonTypeName (type(data).__name__)', () => {
  it.each([
    [null, 'NoneType'],
    [true, 'bool'],
    [7, 'int'],
    [-3, 'int'],
    [1.5, 'float'],
    [2 ** 60, 'float'],
    ['x', 'str'],
    [[], 'list'],
    [{}, 'dict'],
  ])('%j is a %s', (value, name) => {
    expect(pythonTypeName(value)).toBe(name);
  });
});

describe('pythonStr (str(value)), checked against CPython', () => {
  it.each([
    [null, 'None'],
    [true, 'True'],
    [false, 'False'],
    [0, '0'],
    [-3, '-3'],
    [1.5, '1.5'],
    [1e16, '1e+16'],
    [1.5e-5, '1.5e-05'],
    [0.0001, '0.0001'],
    [123456789.125, '123456789.125'],
    [2 ** 60, '1.152921504606847e+18'],
    [2 ** 53 + 2, '9007199254740994.0'],
    ['plain text', 'plain text'],
    [[1, 'a', null], "[1, 'a', None]"],
    [{ a: [true, 2.5] }, "{'a': [True, 2.5]}"],
    [{}, '{}'],
    [[], '[]'],
  ])('%j prints as %s', (value, printed) => {
    expect(pythonStr(value)).toBe(printed);
  });
});

describe('pythonRepr of strings (str.__repr__)', () => {
  it('quotes with single quotes, or double quotes when only a single quote is inside', () => {
    expect(pythonRepr('x')).toBe("'x'");
    expect(pythonRepr("it's")).toBe('"it\'s"');
    expect(pythonRepr('say "hi"')).toBe('\'say "hi"\'');
    expect(pythonRepr('both \' and "')).toBe("'both \\' and \"'");
  });

  it('escapes backslashes, tabs, newlines and characters that are not printable', () => {
    expect(pythonRepr('tab\t\nnl\\')).toBe("'tab\\t\\nnl\\\\'");
    expect(pythonRepr('\x00\x7f\xa0é\u200b😀')).toBe("'\\x00\\x7f\\xa0é\\u200b😀'");
    expect(pythonRepr('\ud800')).toBe("'\\ud800'");
    expect(pythonRepr('\u{e0001}')).toBe("'\\U000e0001'");
  });

  it('prints special floats as Python does', () => {
    expect(pythonRepr(Number.NaN)).toBe('nan');
    expect(pythonRepr(Number.NEGATIVE_INFINITY)).toBe('-inf');
  });
});
