/**
 * Python's view of text, where Django and DRF rely on it and JavaScript differs: Python counts code points
 * (`len`), strips its own whitespace set (`str.strip`) and has its own notion of a digit (`str.isdigit`).
 */

/**
 * Every code point for which Python's `str.isspace()` is true (checked against CPython 3.11). JavaScript's
 * `trim()` differs: it keeps U+001C–U+001F and U+0085, and removes U+FEFF, which Python keeps.
 */
const PYTHON_WHITESPACE = '\t\n\v\f\r\u001c\u001d\u001e\u001f \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000';
const LEADING_WHITESPACE = new RegExp(`^[${PYTHON_WHITESPACE}]+`);
const TRAILING_WHITESPACE = new RegExp(`[${PYTHON_WHITESPACE}]+$`);

export function isPythonWhitespace(character: string): boolean {
  return character.length === 1 && LEADING_WHITESPACE.test(character);
}

/** `str.strip()` with no argument. */
export function pythonStrip(text: string): string {
  return text.replace(LEADING_WHITESPACE, '').replace(TRAILING_WHITESPACE, '');
}

/** `len(text)`: code points, a lone surrogate counting as one (as it does in a Python str decoded from JSON). */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/**
 * Code points that are digits to `str.isdigit()` without being decimal digits (general category Nd):
 * superscripts, subscripts, circled digits and a few historic scripts' digits (Numeric_Type=Digit in
 * CPython 3.11's Unicode 14 database).
 */
const NON_DECIMAL_DIGITS =
  '\u00b2\u00b3\u00b9\u1369-\u1371\u19da\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u2474-\u247c\u2488-\u2490' +
  '\u24ea\u24f5-\u24fd\u24ff\u2776-\u277e\u2780-\u2788\u278a-\u2792\u{10a40}-\u{10a43}\u{10e60}-\u{10e68}' +
  '\u{11052}-\u{1105a}\u{1f100}-\u{1f10a}';
const PYTHON_DIGITS = new RegExp(`^[\\p{Nd}${NON_DECIMAL_DIGITS}]+$`, 'u');

/** `str.isdigit()`: non-empty and every code point a digit. */
export function isPythonDigits(text: string): boolean {
  return PYTHON_DIGITS.test(text);
}
