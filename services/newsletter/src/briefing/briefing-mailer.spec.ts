import { pooledSmtpUrl } from './briefing-mailer.js';

describe('pooledSmtpUrl', () => {
  it('switches on the pool with one connection per mail in flight', () => {
    const url = new URL(pooledSmtpUrl('smtp://127.0.0.1:1025', 16));
    expect(url.host).toBe('127.0.0.1:1025');
    expect(url.searchParams.get('pool')).toBe('true');
    expect(url.searchParams.get('maxConnections')).toBe('16');
    expect(url.searchParams.get('socketTimeout')).toBe('30000');
  });

  it("keeps credentials and the operator's own settings", () => {
    const url = new URL(pooledSmtpUrl('smtps://user:secret@relay.example:465?maxConnections=4', 16));
    expect(url.username).toBe('user');
    expect(url.password).toBe('secret');
    expect(url.searchParams.get('maxConnections')).toBe('4');
  });
});
