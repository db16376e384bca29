// Requests sent straight to identity's handlers, as any NATS client could send them (issue 12):
// refused at the contract with a 400 problem before Djoser's rules or the database see them.
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

const form = { username: 'grace', email: 'grace@example.com', password: 'Catalyst-Calendar-2026' };

describe('identity’s contract', () => {
  it('refuses a NUL byte or a lone surrogate anywhere in a Djoser body, keyed by the body’s field', async () => {
    await expect(
      send(users.register.bind(users), { formJson: JSON.stringify({ ...form, email: 'a\u0000b@example.com' }) }),
    ).resolves.toEqual({
      problem: { status: 400, body: { email: ['Null characters are not allowed.'] } },
    });
    await expect(
      send(tokens.login.bind(tokens), { formJson: JSON.stringify({ username: ['\ud800'], password: 'x' }) }),
    ).resolves.toEqual({
      problem: { status: 400, body: { username: ['Surrogate characters are not allowed: U+D800.'] } },
    });
    await expect(send(resets.request.bind(resets), { formJson: '{"email": "a\u0000b"}' })).resolves.toEqual({
      problem: { status: 400, body: { non_field_errors: ['Null characters are not allowed.'] } },
    });
  });

  it('refuses a body nested too deep, and text that is no JSON', async () => {
    const deep = JSON.stringify({ ...form, uid: JSON.parse('['.repeat(70) + ']'.repeat(70)) });
    await expect(send(resets.confirm.bind(resets), { formJson: deep })).resolves.toEqual({
      problem: { status: 400, body: { uid: ['JSON parse error - nested deeper than 64 levels.'] } },
    });
    await expect(send(users.register.bind(users), { formJson: '{"username": ' })).resolves.toEqual({
      problem: { status: 400, body: { non_field_errors: ['Value must be valid JSON.'] } },
    });
  });

  it('refuses an Authorization header no client sends, and a request that is not the message', async () => {
    await expect(send(tokens.authenticate.bind(tokens), { authorization: `Token ${'f'.repeat(5000)}` })).resolves.toEqual({
      problem: { status: 400, body: { authorization: ['Ensure this field has no more than 4096 characters.'] } },
    });
    await expect(send(tokens.logout.bind(tokens), { authorization: 'Token a\u0000' })).resolves.toMatchObject({
      problem: { status: 400, body: { authorization: ['Null characters are not allowed.'] } },
    });
    await expect(
      send(users.setStripeSubscriptionId.bind(users), { authorization: 'Token x', userId: 7, formJson: '{}' }),
    ).resolves.toEqual({
      problem: { status: 400, body: { non_field_errors: ['Invalid data. The request does not match its contract.'] } },
    });
  });
});
