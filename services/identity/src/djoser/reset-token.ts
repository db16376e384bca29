import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** PASSWORD_RESET_TIMEOUT: three days. */
export const RESET_TOKEN_TIMEOUT_SECONDS = 259_200;
const KEY_SALT = 'django.contrib.auth.tokens.PasswordResetTokenGenerator';
const EPOCH_2001 = Date.UTC(2001, 0, 1);

export interface ResetTokenSubject {
  id: number;
  passwordHash: string;
  lastLogin: Date | null;
  email: string;
}

/** Python's `str(datetime)` of last_login without microseconds or zone (stored in UTC). */
const pythonDatetime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Django's PasswordResetTokenGenerator: `<seconds since 2001 in base 36>-<every other hex digit
 * of HMAC-SHA256>` over the user's id, password hash, last login, the timestamp and email. A
 * password change or a login changes the hash value, which is what makes tokens single-use.
 */
function tokenAt(user: ResetTokenSubject, timestamp: number, secret: string): string {
  const key = createHash('sha256').update(KEY_SALT + secret).digest();
  const login = user.lastLogin ? pythonDatetime(user.lastLogin) : '';
  const value = `${user.id}${user.passwordHash}${login}${timestamp}${user.email}`;
  const digest = createHmac('sha256', key).update(value).digest('hex');
  const everyOther = [...digest].filter((_, index) => index % 2 === 0).join('');
  return `${timestamp.toString(36)}-${everyOther}`;
}

const secondsSince2001 = (nowMs: number) => Math.floor((nowMs - EPOCH_2001) / 1000);

export const makeToken = (user: ResetTokenSubject, secret: string, nowMs: number) => tokenAt(user, secondsSince2001(nowMs), secret);

export function checkToken(user: ResetTokenSubject, token: string, secret: string, nowMs: number): boolean {
  const parts = token.split('-');
  if (parts.length !== 2 || !/^[0-9a-z]{1,13}$/.test(parts[0])) return false;
  const timestamp = parseInt(parts[0], 36);
  const expected = Buffer.from(tokenAt(user, timestamp, secret));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return secondsSince2001(nowMs) - timestamp <= RESET_TOKEN_TIMEOUT_SECONDS;
}
