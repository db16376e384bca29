// Requests sent straight to identity's handlers, as any NATS client could send them (issue 12):
// refused at the contract with an invalid-request problem before Djoser's rules or the database see them.
import { PasswordResetController } from '../password-reset/password-reset.controller.js';
import { TokensController } from '../tokens/tokens.controller.js';
import { UsersController } from '../users/users.controller.js';

/** A dependency no refused request may reach: any call fails the test. */
const untouched = <T>() =>
  new Proxy({}, { get: (_, name) => () => Promise.reject(new Error(`${String(name)} was called`)) }) as T;

const users = new UsersController(untouched());
const tokens = new TokensController(untouched());
const resets = new PasswordResetController(untouched());
const send = (handler: (request: never) => unknown, data: unknown) => (handler as (data: unknown) => Promise<unknown>)(data);

/** The reply's problem as its JSON carries it: one error. */
const invalid = (field: string, code: string, message: string) => ({
  problem: { kind: 'KIND_INVALID', errors: [{ ...(field ? { field } : {}), code, message }] },
});
const form = { username: { text: 'grace' }, email: { text: 'grace@example.com' }, password: { text: 'Catalyst-Calendar-2026' } };

describe('identity’s contract', () => {
  it('refuses a NUL byte or a lone surrogate in a form value, naming its field (or its value’s path)', async () => {
    await expect(send(users.register.bind(users), { ...form, email: { text: 'a\u0000b@example.com' } })).resolves.toEqual(
      invalid('email.text', 'null_characters', 'Null characters are not allowed.'),
    );
    await expect(send(tokens.login.bind(tokens), { username: { text: 'x\ud800' }, password: { text: 'x' } })).resolves.toEqual(
      invalid('username', 'surrogate_characters', 'Surrogate characters are not allowed: U+D800.'),
    );
  });

  it('refuses an Authorization header no client sends, and a request that is not the message', async () => {
    await expect(send(tokens.authenticate.bind(tokens), { authorization: `Token ${'f'.repeat(5000)}` })).resolves.toEqual(
      invalid('authorization', 'max_length', 'Ensure this field has no more than 4096 characters.'),
    );
    await expect(send(tokens.logout.bind(tokens), { authorization: 'Token a\u0000' })).resolves.toEqual(
      invalid('authorization', 'null_characters', 'Null characters are not allowed.'),
    );
    await expect(send(resets.request.bind(resets), { formJson: '{"email": "a@b.co"}' })).resolves.toEqual(
      invalid('', 'not_the_contract', 'Invalid data. The request does not match its contract.'),
    );
    await expect(
      send(users.setStripeSubscriptionId.bind(users), { authorization: 'Token x', userId: 7, stripeSubscriptionId: 'sub_1' }),
    ).resolves.toEqual(invalid('', 'not_the_contract', 'Invalid data. The request does not match its contract.'));
  });
});
