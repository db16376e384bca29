import { isPythonWhitespace } from './python-text.js';

/**
 * Python's `int(text)` in base 10: surrounding whitespace, a sign, single underscores between digits and
 * any Unicode decimal digit (Arabic-Indic, fullwidth, …) are accepted. Returns null where Python raises.
 */
export function parsePythonInt(text: string): bigint | null {
  let ascii = '';
  for (const character of text) {
    if (isPythonWhitespace(character)) ascii += ' ';
    else if (/^\p{Nd}$/u.test(character)) ascii += String(decimalDigitValue(character));
    else ascii += character;
  }
  const match = /^ *([+-]?)([0-9]+(?:_[0-9]+)*) *$/.exec(ascii);
  if (!match) return null;
  const magnitude = BigInt(match[2].replaceAll('_', ''));
  return match[1] === '-' ? -magnitude : magnitude;
}

/**
 * Unicode assigns decimal digits in runs of ten, zero first, so a digit's value is its distance from the
 * start of its run, modulo ten (adjacent runs, like the mathematical digits, are each ten long).
 */
function decimalDigitValue(digit: string): number {
  const codePoint = digit.codePointAt(0) ?? 0;
  let runStart = codePoint;
  while (/^\p{Nd}$/u.test(String.fromCodePoint(runStart - 1))) runStart--;
  return (codePoint - runStart) % 10;
}
