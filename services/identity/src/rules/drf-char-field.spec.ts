import {
  NOT_A_STRING,
  NOT_BLANK,
  NOT_NULL,
  NULL_CHARACTERS,
  REQUIRED,
  charFieldErrors,
  readCharField,
  surrogateCharacter,
  tooLong,
  validateCharField,
} from './drf-char-field.js';
import { ABSENT } from './serializer-input.js';

const REQUIRED_FIELD = { required: true };

describe('readCharField (CharField.run_validation before validators)', () => {
  it('requires a required field and skips an optional one', () => {
    expect(readCharField(ABSENT, REQUIRED_FIELD)).toEqual({ kind: 'rejected', errors: [REQUIRED] });
    expect(readCharField(ABSENT, { required: false })).toEqual({ kind: 'absent' });
  });

  it('refuses null even when the field is optional', () => {
    expect(readCharField(null, { required: false })).toEqual({ kind: 'rejected', errors: [NOT_NULL] });
  });

  it('calls empty and Python-whitespace-only strings blank', () => {
    for (const blank of ['', '   ', '\t\n', '\u001c', '\u3000']) {
      expect(readCharField(blank, REQUIRED_FIELD)).toEqual({ kind: 'rejected', errors: [NOT_BLANK] });
    }
  });

  it('does not call a U+FEFF string blank (Python does not strip it)', () => {
    expect(readCharField('\ufeff', REQUIRED_FIELD)).toEqual({ kind: 'text', text: '\ufeff' });
  });

  it('trims the text with Python whitespace rules', () => {
    expect(readCharField('  bob \u0085', REQUIRED_FIELD)).toEqual({ kind: 'text', text: 'bob' });
  });

  it('turns numbers into Python text, ints and floats alike', () => {
    expect(readCharField(12345, REQUIRED_FIELD)).toEqual({ kind: 'text', text: '12345' });
    expect(readCharField(1.5, REQUIRED_FIELD)).toEqual({ kind: 'text', text: '1.5' });
    expect(readCharField(0, REQUIRED_FIELD)).toEqual({ kind: 'text', text: '0' });
  });

  it('refuses booleans, lists and objects as not strings, or with the subclass message', () => {
    for (const value of [true, false, [], ['a'], {}]) {
      expect(readCharField(value, REQUIRED_FIELD)).toEqual({ kind: 'rejected', errors: [NOT_A_STRING] });
    }
    expect(readCharField(true, { required: true, invalidMessage: 'Enter a valid email address.' })).toEqual({
      kind: 'rejected',
      errors: ['Enter a valid email address.'],
    });
  });
});

describe('charFieldErrors (run_validators keeps every message, in DRF order)', () => {
  it('reports max_length by code points, not UTF-16 units', () => {
    expect(charFieldErrors('😀'.repeat(3), { required: true, maxLength: 3 })).toEqual([]);
    expect(charFieldErrors('x'.repeat(4), { required: true, maxLength: 3 })).toEqual([tooLong(3)]);
    expect(tooLong(150)).toBe('Ensure this field has no more than 150 characters.');
  });

  it('refuses NUL characters and reports the first lone surrogate in upper-case hex', () => {
    expect(charFieldErrors('a\0b', REQUIRED_FIELD)).toEqual([NULL_CHARACTERS]);
    expect(charFieldErrors('a\udabcb\ud800', REQUIRED_FIELD)).toEqual(['Surrogate characters are not allowed: U+DABC.']);
    expect(surrogateCharacter(0xdfff)).toBe('Surrogate characters are not allowed: U+DFFF.');
  });

  it('accepts a proper surrogate pair', () => {
    expect(charFieldErrors('😀', REQUIRED_FIELD)).toEqual([]);
  });

  it('orders leading checks, max_length, NUL, surrogates, then trailing checks', () => {
    const errors = charFieldErrors('toolong\0\ud800', {
      required: true,
      maxLength: 3,
      leadingChecks: [() => ['leading']],
      trailingChecks: [() => ['trailing']],
    });
    expect(errors).toEqual(['leading', tooLong(3), NULL_CHARACTERS, surrogateCharacter(0xd800), 'trailing']);
  });
});

describe('validateCharField', () => {
  it('returns the cleaned text, or undefined for an absent optional field', () => {
    expect(validateCharField(' x ', REQUIRED_FIELD)).toEqual({ ok: true, value: 'x' });
    expect(validateCharField(ABSENT, { required: false })).toEqual({ ok: true, value: undefined });
  });

  it('stops at a reading error without running validators', () => {
    expect(validateCharField('', { required: true, leadingChecks: [() => ['never']] })).toEqual({
      ok: false,
      errors: [NOT_BLANK],
    });
  });
});
