import { findSecrets, luhnValid, passwordsIn } from './secret-scan.js';

const apps = new Set(['bff', 'identity', 'billing']);
const kinds = (log: string, known: string[] = []) => findSecrets(log, apps, known).map(({ kind }) => kind);

describe('secrets in logs', () => {
  it('finds each shape of this product’s secrets in the product’s lines', () => {
    const log = [
      'identity {"msg":"issued 3f786850e387550fdab836ed7e6dc881de23001b"}',
      'bff {"headers":{"authorization":"Token 3f786850e387"}}',
      'identity {"msg":"reset link /password/reset/confirm/MQ/c8ofv5-0123456789abcdef0123456789abcdef"}',
      'billing {"card":"4242424242424242"}',
      'billing {"key":"sk_test_51Hx9abc"}',
      'billing {"secret":"whsec_emulator"}',
    ].join('\n');
    expect(kinds(log)).toEqual([
      'API token',
      'Authorization header',
      'reset token',
      'card number',
      'Stripe secret key',
      'Stripe webhook secret',
    ]);
  });

  it('finds the values a test used, and names the line without repeating them', () => {
    const [finding] = findSecrets('bff ok\nidentity {"body":{"password":"Earnings-Season-2026"}}', apps, [
      'Earnings-Season-2026',
    ]);
    expect(finding).toEqual({ line: 2, process: 'identity', kind: 'value a test used', excerpt: 'Earn…26' });
  });

  it('leaves alone trace ids, timestamps, hashes, non-Luhn numbers and the emulators’ own lines', () => {
    const log = [
      'bff {"time":1795459076128,"trace_id":"7f2c9e4d56c41a226a2826878b3ed96f","span_id":"610343f438f21cab"}',
      'identity {"token_hash":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}',
      'billing {"invoice":"4242424242424241"}',
      'stripe [stripe-emulator] charged 4242424242424242 with sk_test_emulator',
    ].join('\n');
    expect(kinds(log)).toEqual([]);
  });

  it('checks card numbers with Luhn’s sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000002500003155')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('takes the specific passwords the tests type, not short or plain words', () => {
    const source = `login({ username, password: 'Dividend-Calendar-2027' }); const password = 'Catalyst-Fuzz-2026';
      { password: 'different' } { new_password: 'x1' }`;
    expect(passwordsIn(source).sort()).toEqual(['Catalyst-Fuzz-2026', 'Dividend-Calendar-2027']);
  });
});
