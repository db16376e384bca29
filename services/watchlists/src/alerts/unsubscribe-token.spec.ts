import { UnsubscribeTokens } from './unsubscribe-token.js';

const tokens = new UnsubscribeTokens(Buffer.alloc(32, 7).toString('base64'));

describe('UnsubscribeTokens', () => {
  it('reads back what it minted', () => {
    const token = tokens.mint({ ownerId: 42, listIds: [3, 9], kind: 'change_alerts' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.read(token)).toEqual({ ownerId: 42, listIds: [3, 9], kind: 'change_alerts' });
  });

  it('names which kind it turns off, and keeps reading the change-alert tokens minted before reminders were sent', () => {
    for (const kind of ['reminders', 'digest'] as const)
      expect(tokens.read(tokens.mint({ ownerId: 7, listIds: [1], kind }))).toEqual({ ownerId: 7, listIds: [1], kind });
    // A change-alert token as the first release minted it: same key, same payload.
    const payload = Buffer.from('42:3,9:change_alerts').toString('base64url');
    expect(tokens.read(tokens.mint({ ownerId: 42, listIds: [3, 9], kind: 'change_alerts' }))?.kind).toBe('change_alerts');
    expect(tokens.mint({ ownerId: 42, listIds: [3, 9], kind: 'change_alerts' }).split('.')[0]).toBe(payload);
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
