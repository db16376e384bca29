/**
 * How Python prints a value that came out of `json.loads`, for the DRF messages that quote the input:
 * `type(data).__name__` in "Expected a dictionary, but got {datatype}." and `str(data)` in a ChoiceField's
 * `"{input}" is not a valid choice.`, and how DRF's CharField turns a number into text (`str(data)`).
 *
 * JSON numbers reach us as IEEE doubles, so whether the client wrote `1` or `1.0` is lost: a safe integer is
 * taken to have been a Python int, anything else a float.
 */

export function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return isPythonInt(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  if (Array.isArray(value)) return 'list';
  return 'dict';
}

/** `str(value)`: the text itself for a string, `repr(value)` for everything else. */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value);
}

export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return isPythonInt(value) ? String(value) : floatRepr(value);
  if (typeof value === 'string') return stringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    const items = Object.entries(value).map(([key, item]) => `${stringRepr(key)}: ${pythonRepr(item)}`);
    return `{${items.join(', ')}}`;
  }
  return String(value);
}

function isPythonInt(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** `float.__repr__`: the shortest round-tripping digits, in exponent form below 1e-4 and from 1e16 up. */
function floatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    const fraction = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const exponentDigits = String(Math.abs(exponent)).padStart(2, '0');
    return `${sign}${fraction}e${exponent < 0 ? '-' : '+'}${exponentDigits}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1) || '0';
  return `${sign}${whole}.${fraction}`;
}

/** Python's `str.isprintable()` is false for these general categories (a space excepted). */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `str.__repr__`: single quotes unless the text holds a `'` and no `"`. */
function stringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = '';
  for (const character of text) {
    if (character === quote) body += `\\${quote}`;
    else if (NAMED_ESCAPES[character]) body += NAMED_ESCAPES[character];
    else if (character !== ' ' && NOT_PRINTABLE.test(character)) body += codePointEscape(character.codePointAt(0) ?? 0);
    else body += character;
  }
  return `${quote}${body}${quote}`;
}

function codePointEscape(codePoint: number): string {
  const hex = codePoint.toString(16);
  if (codePoint <= 0xff) return `\\x${hex.padStart(2, '0')}`;
  if (codePoint <= 0xffff) return `\\u${hex.padStart(4, '0')}`;
  return `\\U${hex.padStart(8, '0')}`;
}
