import { lastUseOutdated, tokenExpired } from './token-expiry.js';

const DAY = 24 * 60 * 60 * 1000;
const lifetime = { idleMs: 30 * DAY, maxAgeMs: 90 * DAY };
const now = new Date('2026-06-30T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('token expiry', () => {
  it('keeps a token used within the idle time and younger than the maximum age', () => {
    expect(tokenExpired({ createdAt: ago(89 * DAY), lastUsedAt: ago(29 * DAY) }, lifetime, now)).toBe(false);
  });

  it('ends a token left unused for the idle time', () => {
    expect(tokenExpired({ createdAt: ago(31 * DAY), lastUsedAt: ago(30 * DAY) }, lifetime, now)).toBe(true);
  });

  it('ends a token at its maximum age however often it is used', () => {
    expect(tokenExpired({ createdAt: ago(90 * DAY), lastUsedAt: ago(1000) }, lifetime, now)).toBe(true);
  });

  it('asks for last use to be written at most once an hour', () => {
    expect(lastUseOutdated({ createdAt: ago(DAY), lastUsedAt: ago(59 * 60 * 1000) }, now)).toBe(false);
    expect(lastUseOutdated({ createdAt: ago(DAY), lastUsedAt: ago(60 * 60 * 1000) }, now)).toBe(true);
  });
});
