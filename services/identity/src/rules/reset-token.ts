import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What Django's PasswordResetTokenGenerator hashes about a user. */
export interface ResetTokenSubject {
  readonly id: number;
  /** The stored password hash: setting a new password changes it, which retires every older token. */
  readonly passwordHash: string;
  /** Changes on every login (Djoser's `user_logged_in`), which retires tokens issued before it. */
  readonly lastLogin: Date | null;
  readonly email: string;
}

/** Django's PASSWORD_RESET_TIMEOUT default: three days. */
export const RESET_TOKEN_TIMEOUT_SECONDS = 259_200;
const KEY_SALT = 'django.contrib.auth.tokens.PasswordResetTokenGenerator';
/** Tokens count seconds from 2001-01-01 (`_num_seconds`); we take that instant, and `now`, in UTC. */
const EPOCH_2001_MS = Date.UTC(2001, 0, 1);
/** `base36_to_int` refuses more than 13 digits (enough for any 64-bit integer). */
const CANONICAL_BASE36 = /^[0-9a-z]{1,13}$/;

/** `PasswordResetTokenGenerator.make_token`: `<seconds since 2001, base 36>-<every other hex digit of the HMAC>`. */
export function makeToken(user: ResetTokenSubject, secret: string, nowMs: number): string {
  return tokenWithTimestamp(user, secondsSince2001(nowMs), secret);
}

/**
 * `PasswordResetTokenGenerator.check_token`: the token must be exactly the one this user's current state
 * gives for its timestamp (compared in constant time), and at most RESET_TOKEN_TIMEOUT_SECONDS old.
 */
export function checkToken(user: ResetTokenSubject, token: string, secret: string, nowMs: number): boolean {
  const parts = token.split('-');
  if (parts.length !== 2) return false;
  const [timestampText] = parts;
  // Python's int(text, 36) takes more (capitals, a sign, spaces), but only canonical text can match below.
  if (!CANONICAL_BASE36.test(timestampText)) return false;
  const timestamp = parseBase36(timestampText);

  if (!constantTimeEquals(tokenWithTimestamp(user, timestamp, secret), token)) return false;
  return BigInt(secondsSince2001(nowMs)) - timestamp <= BigInt(RESET_TOKEN_TIMEOUT_SECONDS);
}

function tokenWithTimestamp(user: ResetTokenSubject, timestamp: bigint | number, secret: string): string {
  const hexDigest = saltedHmacSha256(KEY_SALT, hashValue(user, timestamp), secret);
  const shortened = [...hexDigest].filter((_, index) => index % 2 === 0).join(''); // hexdigest()[::2]
  return `${timestamp.toString(36)}-${shortened}`;
}

/**
 * `_make_hash_value`: f"{user.pk}{user.password}{login_timestamp}{timestamp}{email}", where
 * login_timestamp is `last_login.replace(microsecond=0, tzinfo=None)` printed by Python
 * ("2024-05-01 09:30:00", the UTC wall time Django stores) or "" when the user never logged in.
 */
function hashValue(user: ResetTokenSubject, timestamp: bigint | number): string {
  const loginTimestamp = user.lastLogin === null ? '' : pythonDatetimeText(user.lastLogin);
  return `${user.id}${user.passwordHash}${loginTimestamp}${timestamp}${user.email}`;
}

function pythonDatetimeText(moment: Date): string {
  const iso = new Date(Math.floor(moment.getTime() / 1000) * 1000).toISOString(); // e.g. 2024-05-01T09:30:00.000Z
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/**
 * `django.utils.crypto.salted_hmac(key_salt, value, secret, algorithm="sha256")`: HMAC keyed with
 * sha256(key_salt + secret), hex digest.
 */
function saltedHmacSha256(keySalt: string, value: string, secret: string): string {
  const key = createHash('sha256')
    .update(keySalt + secret, 'utf8')
    .digest();
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

function secondsSince2001(nowMs: number): number {
  return Math.floor((nowMs - EPOCH_2001_MS) / 1000);
}

function parseBase36(digits: string): bigint {
  let value = 0n;
  for (const digit of digits) value = value * 36n + BigInt(parseInt(digit, 36));
  return value;
}

/** `constant_time_compare`: differs in time only with the lengths, like `hmac.compare_digest`. */
function constantTimeEquals(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
