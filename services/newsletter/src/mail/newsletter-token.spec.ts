import { hashToken, looksLikeToken, mintToken } from './newsletter-token.js';

describe('newsletter tokens', () => {
  it('mints 43 URL-safe characters and keeps only their sha256', () => {
    const { token, hash } = mintToken();
    expect(looksLikeToken(token)).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
  });

  it('never mints the same token twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => mintToken().token));
    expect(tokens.size).toBe(1000);
  });

  it('tells a token from other text', () => {
    expect(looksLikeToken('a'.repeat(43))).toBe(true);
    expect(looksLikeToken('a'.repeat(42))).toBe(false);
    expect(looksLikeToken(`${'a'.repeat(42)}/`)).toBe(false);
    expect(looksLikeToken('')).toBe(false);
  });
});
