import { codePointLength, isPythonDigits, isPythonWhitespace, pythonStrip } from './python-text.js';

describe('pythonStrip (str.strip)', () => {
  it('strips the whitespace Python knows, including what JavaScript trim() keeps', () => {
    expect(pythonStrip('\u001c\u001d\u001e\u001f\u0085 a b \t\n\v\f\r')).toBe('a b');
    expect(pythonStrip('\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000x\u3000')).toBe('x');
  });

  it('keeps U+FEFF and the zero-width space, which Python does not count as whitespace', () => {
    expect(pythonStrip('\ufeffx\u200b')).toBe('\ufeffx\u200b');
  });

  it('turns an all-whitespace string into the empty string', () => {
    expect(pythonStrip(' \u0085\u001f ')).toBe('');
  });
});

describe('isPythonWhitespace', () => {
  it('answers for one character', () => {
    expect(isPythonWhitespace('\u001c')).toBe(true);
    expect(isPythonWhitespace('\ufeff')).toBe(false);
    expect(isPythonWhitespace('  ')).toBe(false);
  });
});

describe('codePointLength (len)', () => {
  it('counts an astral character once, as Python does, where String.length counts two', () => {
    expect('😀'.length).toBe(2);
    expect(codePointLength('😀a')).toBe(2);
  });

  it('counts a lone surrogate as one', () => {
    expect(codePointLength('a\ud800')).toBe(2);
  });
});

describe('isPythonDigits (str.isdigit)', () => {
  it('accepts decimal digits of any script', () => {
    expect(isPythonDigits('0123456789')).toBe(true);
    expect(isPythonDigits('١٢٣')).toBe(true);
    expect(isPythonDigits('１２３')).toBe(true);
  });

  it('accepts digits that are not decimal: superscripts, subscripts, circled digits', () => {
    expect(isPythonDigits('²³¹⁰')).toBe(true);
    expect(isPythonDigits('₀₉')).toBe(true);
    expect(isPythonDigits('①⑨⓿')).toBe(true);
  });

  it('refuses numbers that are not digits, signs, spaces and the empty string', () => {
    expect(isPythonDigits('½')).toBe(false);
    expect(isPythonDigits('Ⅻ')).toBe(false);
    expect(isPythonDigits('-1')).toBe(false);
    expect(isPythonDigits('1 2')).toBe(false);
    expect(isPythonDigits('')).toBe(false);
  });
});
