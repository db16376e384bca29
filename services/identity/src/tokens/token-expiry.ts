/** How long an API token lives: since it was last used, and at most since it was created (issue 12 §9). */
export interface TokenLifetime {
  readonly idleMs: number;
  readonly maxAgeMs: number;
}

/** A token's two dates, as api_tokens keeps them. */
export interface TokenDates {
  readonly createdAt: Date;
  readonly lastUsedAt: Date;
}

/** Last use is written at most this often: a request does not cost a write, and idle expiry is only this much late. */
export const LAST_USED_PRECISION_MS = 60 * 60 * 1000;

export function tokenExpired(token: TokenDates, lifetime: TokenLifetime, now: Date): boolean {
  const at = now.getTime();
  return at - token.createdAt.getTime() >= lifetime.maxAgeMs || at - token.lastUsedAt.getTime() >= lifetime.idleMs;
}

export function lastUseOutdated(token: TokenDates, now: Date): boolean {
  return now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS;
}
