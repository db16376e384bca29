import { createHash, randomBytes } from 'node:crypto';

/** 40 hex characters from a CSPRNG, like Django REST framework's tokens (160 bits). */
export const generateApiToken = () => randomBytes(20).toString('hex');

/** Tokens are stored only as this hash. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type AuthorizationHeader = { kind: 'absent' } | { kind: 'invalid'; detail: string } | { kind: 'token'; token: string };

/**
 * DRF's TokenAuthentication reading of `Authorization`: another scheme (or none) is "not
 * provided"; `Token` alone, or with more than one word after it, is a malformed header.
 */
export function parseAuthorizationHeader(header: string): AuthorizationHeader {
  const words = header.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words[0].toLowerCase() !== 'token') return { kind: 'absent' };
  if (words.length === 1) return { kind: 'invalid', detail: 'Invalid token header. No credentials provided.' };
  if (words.length > 2) return { kind: 'invalid', detail: 'Invalid token header. Token string should not contain spaces.' };
  if (words[1].includes('\uFFFD')) return { kind: 'invalid', detail: 'Invalid token header. Token string should not contain invalid characters.' };
  return { kind: 'token', token: words[1] };
}
