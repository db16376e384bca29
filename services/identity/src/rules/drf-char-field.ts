import { pythonStr } from '@mc/runtime';
import { ABSENT, type FieldInput } from './serializer-input.js';
import { codePointLength, pythonStrip } from './python-text.js';

/** DRF 3 `Field` and `CharField` default error messages. */
export const REQUIRED = 'This field is required.';
export const NOT_NULL = 'This field may not be null.';
export const NOT_BLANK = 'This field may not be blank.';
export const NOT_A_STRING = 'Not a valid string.';
export const NULL_CHARACTERS = 'Null characters are not allowed.';
export const tooLong = (maxLength: number) => `Ensure this field has no more than ${maxLength} characters.`;
export const surrogateCharacter = (codePoint: number) =>
  `Surrogate characters are not allowed: U+${codePoint.toString(16).toUpperCase()}.`;

/** A validator of the cleaned text: the messages it raises, none when the text passes. */
export type TextCheck = (text: string) => readonly string[];

export interface CharFieldRules {
  /** `required=True` (DRF's default when the field has no default). */
  readonly required: boolean;
  /** `allow_blank=True` (a model field with `blank=True`): '' is a value, with no validators run. */
  readonly allowBlank?: boolean;
  readonly maxLength?: number;
  /** EmailField replaces CharField's "Not a valid string." with its own "invalid" message. */
  readonly invalidMessage?: string;
  /** Validators passed to the field (a model field's validators, a UniqueValidator): they run first. */
  readonly leadingChecks?: readonly TextCheck[];
  /** Validators a CharField subclass appends after CharField's own (EmailField's EmailValidator). */
  readonly trailingChecks?: readonly TextCheck[];
}

/** What `CharField.run_validation` makes of the input before running validators. */
export type CharFieldReading =
  | { kind: 'absent' } // not given and not required: DRF skips the field
  | { kind: 'rejected'; errors: string[] } // required / null / blank / not a string
  | { kind: 'text'; text: string }; // cleaned text, still to be validated

/**
 * DRF's `CharField.run_validation` up to `to_internal_value` (allow_null off and trim_whitespace
 * on, as every field here has them; allow_blank as the rules say). The blank test comes first and uses Python's
 * `str(data).strip()`, so a string of Python whitespace is blank. Numbers are accepted and become
 * Python's `str()` of them; booleans, lists and objects are not strings.
 */
export function readCharField(input: FieldInput, rules: CharFieldRules): CharFieldReading {
  if (typeof input === 'string' && pythonStrip(input) === '') {
    return rules.allowBlank ? { kind: 'text', text: '' } : { kind: 'rejected', errors: [NOT_BLANK] };
  }
  if (input === ABSENT) return rules.required ? { kind: 'rejected', errors: [REQUIRED] } : { kind: 'absent' };
  if (input === null) return { kind: 'rejected', errors: [NOT_NULL] };
  if (typeof input !== 'string' && typeof input !== 'number') {
    return { kind: 'rejected', errors: [rules.invalidMessage ?? NOT_A_STRING] };
  }
  return { kind: 'text', text: pythonStrip(pythonStr(input)) };
}

/**
 * DRF's `Field.run_validators` for a CharField: every validator runs and all messages are kept, in the
 * order DRF builds the list — validators given to the field, then MaxLengthValidator,
 * ProhibitNullCharactersValidator, ProhibitSurrogateCharactersValidator, then the subclass's own.
 */
export function charFieldErrors(text: string, rules: CharFieldRules): string[] {
  const checks: TextCheck[] = [
    ...(rules.leadingChecks ?? []),
    ...(rules.maxLength === undefined ? [] : [maxLengthCheck(rules.maxLength)]),
    nullCharacterCheck,
    surrogateCheck,
    ...(rules.trailingChecks ?? []),
  ];
  return checks.flatMap((check) => check(text));
}

export type CharFieldResult = { ok: true; value: string | undefined } | { ok: false; errors: string[] };

/** The whole of `CharField.run_validation`; `value` is undefined only for an absent optional field. */
export function validateCharField(input: FieldInput, rules: CharFieldRules): CharFieldResult {
  return completeCharField(readCharField(input, rules), rules);
}

/** The rest of `run_validation` once the input is read (apart when a validator needs a database answer). */
export function completeCharField(reading: CharFieldReading, rules: CharFieldRules): CharFieldResult {
  if (reading.kind === 'absent') return { ok: true, value: undefined };
  if (reading.kind === 'text' && reading.text === '' && rules.allowBlank) return { ok: true, value: '' };
  if (reading.kind === 'rejected') return { ok: false, errors: reading.errors };
  const errors = charFieldErrors(reading.text, rules);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: reading.text };
}

/** Django's MaxLengthValidator compares `len()`, which counts code points, not UTF-16 units. */
function maxLengthCheck(maxLength: number): TextCheck {
  return (text) => (codePointLength(text) > maxLength ? [tooLong(maxLength)] : []);
}

function nullCharacterCheck(text: string): string[] {
  return text.includes('\0') ? [NULL_CHARACTERS] : [];
}

/** DRF's ProhibitSurrogateCharactersValidator reports the first lone surrogate only. */
function surrogateCheck(text: string): string[] {
  const surrogate = /\p{Cs}/u.exec(text);
  return surrogate ? [surrogateCharacter(surrogate[0].charCodeAt(0))] : [];
}
