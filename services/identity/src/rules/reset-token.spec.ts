import { RESET_TOKEN_TIMEOUT_SECONDS, type ResetTokenSubject, checkToken, makeToken } from './reset-token.js';

/**
 * The tokens below were made by Django's PasswordResetTokenGenerator (sha256) with the same user, secret
 * and clock, so these cases pin the exact hash value and format.
 */
const DJANGO_CASES: { user: ResetTokenSubject; secret: string; nowMs: number; token: string }[] = [
  {
    user: { id: 1, passwordHash: 'argon2$abc', lastLogin: null, email: 'a@b.co' },
    secret: 'sekrit-0',
    nowMs: Date.UTC(2026, 4, 1, 12),
    token: 'd7weo0-174ce5bc373d2054f560466c5b6d8593',
  },
  {
    user: { id: 42, passwordHash: 'pbkdf2_sha256$x', lastLogin: new Date('2024-05-01T09:30:00.654Z'), email: 'Rita@Example.com' },
    secret: 'sekrit-1',
    nowMs: Date.UTC(2026, 10, 3, 8, 15, 59),
    token: 'dhgkan-dba538b025898ee1cb7b320c111913ca',
  },
  {
    user: { id: 7, passwordHash: '', lastLogin: new Date('2001-01-01T00:00:00Z'), email: '' },
    secret: 'sekrit-2',
    nowMs: Date.UTC(2001, 0, 1, 0, 0, 1),
    token: '1-26a5bd306f67e64d7c4143aa94bb69c6',
  },
  {
    user: { id: 123456, passwordHash: 'h', lastLogin: new Date('2030-12-31T23:59:59.999Z'), email: 'ü@ex.com' },
    secret: 'sekrit-3',
    nowMs: Date.UTC(2069, 0, 1),
    token: 'zhmg00-4e8a9e7ed0256a382ef718ca240c7b20',
  },
];

const user: ResetTokenSubject = { id: 5, passwordHash: 'argon2id$v=19$hash', lastLogin: null, email: 'rita@example.com' };
const SECRET = 'reset-secret';
const NOW = Date.UTC(2026, 10, 1, 10);
const HOUR = 3_600_000;

describe('makeToken', () => {
  it.each(DJANGO_CASES)('makes the token Django makes: $token', ({ user: subject, secret, nowMs, token }) => {
    expect(makeToken(subject, secret, nowMs)).toBe(token);
  });

  it('is <seconds since 2001 in base 36>-<32 hex digits>', () => {
    expect(makeToken(user, SECRET, NOW)).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
  });
});

describe('checkToken', () => {
  it.each(DJANGO_CASES)('accepts the token Django made: $token', ({ user: subject, secret, nowMs, token }) => {
    expect(checkToken(subject, token, secret, nowMs)).toBe(true);
  });

  it('accepts a token up to the timeout and refuses it one second later', () => {
    const token = makeToken(user, SECRET, NOW);
    expect(checkToken(user, token, SECRET, NOW + RESET_TOKEN_TIMEOUT_SECONDS * 1000)).toBe(true);
    expect(checkToken(user, token, SECRET, NOW + (RESET_TOKEN_TIMEOUT_SECONDS + 1) * 1000)).toBe(false);
    expect(RESET_TOKEN_TIMEOUT_SECONDS).toBe(3 * 24 * 3600);
  });

  it('dies when the password changes: that is what makes it single-use', () => {
    const token = makeToken(user, SECRET, NOW);
    expect(checkToken({ ...user, passwordHash: 'argon2id$v=19$other' }, token, SECRET, NOW + HOUR)).toBe(false);
  });

  it('dies when the user logs in after it was made', () => {
    const token = makeToken(user, SECRET, NOW);
    expect(checkToken({ ...user, lastLogin: new Date(NOW + HOUR) }, token, SECRET, NOW + 2 * HOUR)).toBe(false);
  });

  it('survives a change of last_login below one second, which Django drops', () => {
    const loggedIn = { ...user, lastLogin: new Date(Date.UTC(2026, 9, 1, 8, 0, 0, 100)) };
    const token = makeToken(loggedIn, SECRET, NOW);
    expect(checkToken({ ...loggedIn, lastLogin: new Date(Date.UTC(2026, 9, 1, 8, 0, 0, 900)) }, token, SECRET, NOW)).toBe(true);
  });

  it('dies when the email or the user changes', () => {
    const token = makeToken(user, SECRET, NOW);
    expect(checkToken({ ...user, email: 'new@example.com' }, token, SECRET, NOW)).toBe(false);
    expect(checkToken({ ...user, id: 6 }, token, SECRET, NOW)).toBe(false);
  });

  it('refuses a token made with another secret', () => {
    expect(checkToken(user, makeToken(user, 'other-secret', NOW), SECRET, NOW)).toBe(false);
  });

  it('refuses a token whose timestamp was changed, even to an equal value written differently', () => {
    const token = makeToken(user, SECRET, NOW);
    const [timestamp, hash] = token.split('-');
    const later = (parseInt(timestamp, 36) + 1).toString(36);
    expect(checkToken(user, `${later}-${hash}`, SECRET, NOW)).toBe(false);
    expect(checkToken(user, `${timestamp.toUpperCase()}-${hash}`, SECRET, NOW)).toBe(false);
    expect(checkToken(user, `0${timestamp}-${hash}`, SECRET, NOW)).toBe(false);
  });

  it('refuses malformed tokens', () => {
    const token = makeToken(user, SECRET, NOW);
    for (const bad of [
      '',
      '-',
      token.replace('-', ''),
      `${token}-x`,
      ` ${token}`,
      `${token} `,
      `${'z'.repeat(14)}-${token.split('-')[1]}`,
    ]) {
      expect(checkToken(user, bad, SECRET, NOW)).toBe(false);
    }
  });
});
