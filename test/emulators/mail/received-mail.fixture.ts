import type { ReceivedMail } from './mail-store.js';

/** A plain message for unit specs; override only what a test is about. */
export function receivedMail(overrides: Partial<ReceivedMail> = {}): ReceivedMail {
  return {
    messageId: 'message@example.test',
    from: { name: 'Market Catalysts', address: 'no-reply@marketcatalysts.local' },
    to: [{ name: 'Ada Lovelace', address: 'ada@example.com' }],
    cc: [],
    envelopeRecipients: ['ada@example.com'],
    subject: 'Welcome',
    text: 'Hello Ada',
    html: '',
    size: 100,
    ...overrides,
  };
}
