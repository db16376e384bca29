import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what confirmation and unsubscribe links carry. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new link token and the only thing the database keeps of it. */
export function mintToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Anything else cannot be one of ours: answered as an unknown link without a database look-up. */
export const looksLikeToken = (token: string) => TOKEN_SHAPE.test(token);
