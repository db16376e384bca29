import { createMailFilter } from './mail-search.js';
import type { StoredMail } from './mail-store.js';
import { receivedMail } from './received-mail.fixture.js';

const stored = (overrides: Parameters<typeof receivedMail>[0] = {}): StoredMail => ({
  ...receivedMail(overrides),
  id: 'm1',
  receivedAt: new Date(0),
});

describe('createMailFilter', () => {
  const reset = stored({
    subject: 'Reset your password',
    from: { name: 'Market Catalysts', address: 'no-reply@marketcatalysts.local' },
    to: [{ name: 'Ada Lovelace', address: 'ada@example.com' }],
    cc: [{ name: '', address: 'audit@example.com' }],
    envelopeRecipients: ['ada@example.com', 'audit@example.com', 'hidden-bcc@example.com'],
    text: 'Open https://app.example/reset-password/abc/def to choose a new one.',
  });

  it.each([
    ['to:ada@example.com', true],
    ['to:ADA@EXAMPLE.COM', true],
    ['to:"Ada Lovelace"', true],
    ['to:audit@example.com', true],
    ['to:hidden-bcc@example.com', true],
    ['to:bob@example.com', false],
    ['from:marketcatalysts', true],
    ['from:ada', false],
    ['subject:password', true],
    ['subject:welcome', false],
    ['choose', true],
    ['https://app.example/reset-password', true],
    ['to:ada@example.com subject:password', true],
    ['to:ada@example.com subject:welcome', false],
  ])('%s matches: %s', (query, expected) => {
    expect(createMailFilter(query)(reset)).toBe(expected);
  });
});
