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
    headers: [
      { name: 'From', value: '"Market Catalysts" <no-reply@marketcatalysts.local>' },
      { name: 'To', value: 'Ada Lovelace <ada@example.com>' },
      { name: 'Subject', value: 'Welcome' },
    ],
    raw: 'From: "Market Catalysts" <no-reply@marketcatalysts.local>\r\nTo: Ada Lovelace <ada@example.com>\r\nSubject: Welcome\r\n\r\nHello Ada\r\n',
    ...overrides,
  };
}
