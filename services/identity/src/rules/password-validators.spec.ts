import { ENTIRELY_NUMERIC, TOO_COMMON, TOO_SHORT, tooSimilar, validatePassword } from './password-validators.js';

/** Expected messages below were produced by Django's own validate_password (with its own common list). */
describe('validatePassword without a user (as on reset confirmation)', () => {
  it('passes a long, uncommon password', () => {
    expect(validatePassword('correct horse battery')).toEqual([]);
  });

  it('reports every failing validator in Django order', () => {
    expect(validatePassword('1234567')).toEqual([TOO_SHORT, TOO_COMMON, ENTIRELY_NUMERIC]);
    expect(validatePassword('12345678')).toEqual([TOO_COMMON, ENTIRELY_NUMERIC]);
  });

  it('counts length in code points: eight emoji are long enough', () => {
    expect(validatePassword('😀'.repeat(8))).toEqual([]);
    expect(validatePassword('😀'.repeat(7))).toEqual([TOO_SHORT]);
  });

  it('treats any script digits, superscripts and circled digits as numeric', () => {
    expect(validatePassword('١٢٣٤٥٦٧٨٩')).toEqual([ENTIRELY_NUMERIC]);
    expect(validatePassword('²³¹⁴⁵⁶⁷⁸')).toEqual([ENTIRELY_NUMERIC]);
    expect(validatePassword('98765432109')).toEqual([ENTIRELY_NUMERIC]);
  });

  it('finds common passwords whatever their case and surrounding whitespace', () => {
    expect(validatePassword('Password')).toEqual([TOO_COMMON]);
    expect(validatePassword(' password ')).toEqual([TOO_COMMON]);
  });

  it('never reports similarity', () => {
    expect(validatePassword('johnsmith1')).toEqual([]);
  });

  it('carries Django messages', () => {
    expect(TOO_SHORT).toBe('This password is too short. It must contain at least 8 characters.');
    expect(TOO_COMMON).toBe('This password is too common.');
    expect(ENTIRELY_NUMERIC).toBe('This password is entirely numeric.');
    expect(tooSimilar('email address')).toBe('The password is too similar to the email address.');
  });
});

describe('validatePassword with a user (UserAttributeSimilarityValidator)', () => {
  it.each([
    ['johnsmith1', { username: 'johnsmith' }, 'username'], // quick_ratio 0.947
    ['htimsnhoj', { username: 'johnsmith' }, 'username'], // an anagram: quick_ratio ignores order
    ['example.com1', { email: 'john@example.com' }, 'email address'], // "example", a part of the address: 0.737
    ['examplecom', { email: 'john@example.com' }, 'email address'],
    ['margaret99', { first_name: 'Margaret' }, 'first name'],
    ['ALICE-LIDDELL', { first_name: 'Alice', last_name: 'Liddell' }, 'last name'], // alice 0.56, liddell exactly 0.7
  ])('refuses %j as too similar to the %s', (password, user, verboseName) => {
    expect(validatePassword(password, user)).toEqual([tooSimilar(verboseName)]);
  });

  it.each([
    ['john2024!', { username: 'johnsmith', first_name: 'John' }], // 0.44 and 0.62
    ['Smith-Family', { last_name: 'Smith' }], // 0.59
    ['john.smith', { email: 'john.smith@example.com' }], // best part "smith": 0.67
    ['correct horse', { username: 'alice', email: 'alice@example.com' }],
    ['Zoë2024!', { first_name: 'Zoë' }], // 0.55
  ])('accepts %j for %j', (password, user) => {
    expect(validatePassword(password, user)).toEqual([]);
  });

  it('lets a password far longer than the value through (Django skips such values without matching)', () => {
    expect(validatePassword('abcdefghij'.repeat(3), { username: 'abc' })).toEqual([]);
    expect(validatePassword('a'.repeat(43), { username: 'a' })).toEqual([]);
  });

  it('names only the first similar attribute, then goes on with the other validators', () => {
    expect(validatePassword('qwerty', { username: 'qwerty', first_name: 'qwerty' })).toEqual([
      tooSimilar('username'),
      TOO_SHORT,
      TOO_COMMON,
    ]);
  });

  it('ignores empty and missing attributes', () => {
    expect(validatePassword('Zq8#kV1!wP', { username: '', first_name: null })).toEqual([]);
  });

  it('splits values on non-word characters of any script but keeps letters of any script together', () => {
    expect(validatePassword('neil-smith', { last_name: "O'Neil-Smith" })).toEqual([tooSimilar('last name')]);
    expect(validatePassword('zoe_o@mail', { email: 'zoe_o@mail.co.uk' })).toEqual([tooSimilar('email address')]);
  });
});
