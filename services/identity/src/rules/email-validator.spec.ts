import { INVALID_EMAIL, isValidEmail, normalizeEmail } from './email-validator.js';

describe('isValidEmail (Django 5.2 EmailValidator)', () => {
  it.each([
    'a@b.co',
    "o'brien+tag@mail.example.ie",
    'a@localhost',
    '"quoted\\ space"@x.io',
    '"a\\"b"@x.io',
    '"a@b"@c.com',
    'a@münchen.de',
    'a@b.cé',
    'a@b.xn--p1ai',
    'a@b.XN--P1AI',
    'a@xn--bcher-kva.ch',
    'a@b.c-d',
    'a@[127.0.0.1]',
    'a@[::1]',
    'a@[::ffff:1.2.3.4]',
    `a@${'a'.repeat(63)}.com`,
    `a@b.${'c'.repeat(63)}`,
    `${'x'.repeat(314)}@b.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['no-at', 'no @'],
    ['@b.com', 'empty local part'],
    ['a@', 'empty domain'],
    ['a@b', 'no dot in the domain'],
    ['a@LOCALHOST', 'the allow-list is case-sensitive'],
    ['a..b@x.io', 'double dot'],
    ['.a@x.io', 'leading dot'],
    ['a@b@c.com', 'the last @ splits, leaving an invalid local part'],
    ['a b@x.io', 'space outside quotes'],
    ['"a b"@x.io', 'unescaped space inside quotes'],
    ['a@b.c', 'one-letter TLD'],
    ['a@b.c0m', 'digit in the TLD (accepted by Django up to 5.1)'],
    ['a@b.12', 'numeric TLD'],
    ['a@b.-xy', 'TLD starting with a hyphen'],
    ['a@b.com.', 'trailing dot'],
    ['a@-b.com', 'label starting with a hyphen'],
    ['a@b-.com', 'label ending with a hyphen'],
    ['a@b_c.com', 'underscore in the domain'],
    ['a@b..com', 'empty label'],
    [`a@${'a'.repeat(64)}.com`, '64-character label'],
    [`a@b.${'c'.repeat(64)}`, '64-character TLD'],
    ['a@😀.com', 'astral character (outside the BMP range Django allows)'],
    ['a@[1.2.3]', 'bad IPv4 literal'],
    ['a@[127.0.0.01]', 'leading zero in a literal'],
    ['a@[1::2::3]', 'bad IPv6 literal'],
    ['a@[00000:0000:0000:0000:0000:0000:0000:0001]', 'IPv6 literal over 39 characters'],
    ['a@[IPv6:::1]', 'tagged literal'],
    ['a@1.2.3.4', 'IP address without brackets'],
    ['a\n@b.com', 'newline'],
    ['a@b.com\n', 'trailing newline (Python \\Z, not $)'],
    [`${'x'.repeat(315)}@b.com`, 'over 320 characters'],
  ])('refuses %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("matches Python's case-insensitive classes, which also hold ı, ſ, İ and the Kelvin sign", () => {
    for (const local of ['ı', 'ſ', 'İ', '\u212a', '"\u0131"']) expect(isValidEmail(`${local}@x.io`)).toBe(true);
    expect(isValidEmail('a@b.xn--1\u0131')).toBe(true);
    expect(isValidEmail('é@x.io')).toBe(false);
  });

  it('carries Django message', () => {
    expect(INVALID_EMAIL).toBe('Enter a valid email address.');
  });
});

describe('normalizeEmail (BaseUserManager.normalize_email)', () => {
  it('lower-cases only the domain part, split at the last @', () => {
    expect(normalizeEmail('Bob.Smith@EXAMPLE.COM')).toBe('Bob.Smith@example.com');
    expect(normalizeEmail('"A@B"@Ex.IO')).toBe('"A@B"@ex.io');
  });

  it('leaves text without @ alone', () => {
    expect(normalizeEmail('NoAt')).toBe('NoAt');
  });
});
