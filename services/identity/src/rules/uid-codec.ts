import { urlsafeB64Decode } from './python-base64.js';
import { parsePythonInt } from './python-int.js';

/** The largest id PostgreSQL's `integer` primary key holds; a larger number finds no user. */
const MAX_USER_ID = 2_147_483_647n;

/** Djoser's `encode_uid`: `urlsafe_base64_encode(force_bytes(pk))`, url-safe base64 without padding (1 → "MQ"). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/**
 * Djoser's `decode_uid` followed by the primary-key lookup's `int()`: the user id the uid names, or null
 * wherever Djoser answers "Invalid user id or user doesn't exist." without finding a user.
 *
 * `urlsafe_base64_decode` first pads the text with `len % 4` equals signs (padded input therefore stays
 * valid), `force_str` decodes the bytes as strict UTF-8, and the id field converts with Python's `int()`.
 */
export function decodeUid(uid: string): number | null {
  const text = decodeUidText(uid);
  if (text === null) return null;
  const id = parsePythonInt(text);
  return id !== null && id > 0n && id <= MAX_USER_ID ? Number(id) : null;
}

/** `force_str(urlsafe_base64_decode(uid))`, or null where Django raises. */
export function decodeUidText(uid: string): string | null {
  if (/\p{Cs}/u.test(uid)) return null; // str.encode() refuses lone surrogates
  const bytes = Buffer.from(uid, 'utf8');
  const padded = Buffer.concat([bytes, Buffer.alloc(bytes.length % 4, '=')]);
  const decoded = urlsafeB64Decode(padded);
  if (decoded === null) return null;
  try {
    // ignoreBOM keeps a leading U+FEFF, as Python's utf-8 codec does.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(decoded);
  } catch {
    return null;
  }
}
