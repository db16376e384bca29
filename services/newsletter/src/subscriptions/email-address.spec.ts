import { normaliseEmail } from './email-address.js';

describe('normaliseEmail', () => {
  it('trims and lower-cases, so one mailbox is one subscriber', () => {
    expect(normaliseEmail('  Jane.Doe+Briefing@Example.COM ')).toBe('jane.doe+briefing@example.com');
  });

  it.each([
    'ada@example.com',
    "o'brien@mail.example.co.uk",
    'trader_1987@sub.domain-name.io',
    'ana@müller.de',
    'x@xn--mller-kva.de',
  ])('accepts %s', (email) => {
    expect(normaliseEmail(email)).toBe(email.toLowerCase());
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'jane@',
    'jane@example',
    'jane@example.c0m',
    'jane@@example.com',
    'jane doe@example.com',
    'jane..doe@example.com',
    '.jane@example.com',
    'jane@-example.com',
    'jane@example..com',
    'jane@192.168.0.1',
    '"quoted"@example.com',
    `${'a'.repeat(65)}@example.com`,
    `jane@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
  ])('refuses %j', (email) => {
    expect(normaliseEmail(email)).toBeUndefined();
  });
});
