import { UnsubscribeTokens } from './unsubscribe-token.js';

const tokens = new UnsubscribeTokens(Buffer.alloc(32, 7).toString('base64'));

describe('UnsubscribeTokens', () => {
  it('reads back what it minted', () => {
    const token = tokens.mint({ ownerId: 42, listIds: [3, 9], kind: 'change_alerts' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.read(token)).toEqual({ ownerId: 42, listIds: [3, 9], kind: 'change_alerts' });
  });

  it('refuses a token signed with another key, a changed payload, and anything malformed', () => {
    const token = tokens.mint({ ownerId: 42, listIds: [3], kind: 'change_alerts' });
    expect(new UnsubscribeTokens(Buffer.alloc(32, 8).toString('base64')).read(token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('43:3:change_alerts').toString('base64url')}.${signature}`;
    expect(tokens.read(forged)).toBeNull();
    for (const bad of ['', 'abc', `${token}.x`, `.${signature}`]) expect(tokens.read(bad)).toBeNull();
  });
});
