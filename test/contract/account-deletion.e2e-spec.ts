// Djoser's `DELETE /auth/users/me/` through the built bff: the password confirms it, the account,
// its tokens and its watch lists go, its subscription is canceled at Stripe (no further charge),
// and its username and address can register again. Bad input is a 400 in Djoser's shape.
import type { Watchlist } from '@mc/api/watchlists';
import { poll, until } from '@mc/runtime/testing';
import { api, bffUrl, signedInAccount, stripeUrl } from '../support/api.js';
import { startSubscription } from '../support/subscriber.js';

const deleteAccount = (token: string | undefined, body: unknown) => api('DELETE', '/auth/users/me/', { token, body });
const isSubscriber = async (token: string) => (await api('GET', '/api/watchlists/', { token })).status === 200;

async function stripeSubscription(id: string) {
  const response = await fetch(`${stripeUrl()}/v1/subscriptions/${id}`, {
    headers: { authorization: 'Bearer sk_test_emulator' },
  });
  return (await response.json()) as { status: string };
}

describe('DELETE /auth/users/me/', () => {
  it('refuses without a token (401) and with a missing, blank or wrong password (400), deleting nothing', async () => {
    const { token } = await signedInAccount();
    expect((await deleteAccount(undefined, { current_password: 'x' })).status).toBe(401);
    expect(await deleteAccount(token, {})).toMatchObject({
      status: 400,
      body: { current_password: ['This field is required.'] },
    });
    expect(await deleteAccount(token, { current_password: '' })).toMatchObject({
      status: 400,
      body: { current_password: ['This field may not be blank.'] },
    });
    expect(await deleteAccount(token, { current_password: 'not my password' })).toMatchObject({
      status: 400,
      body: { current_password: ['Invalid password.'] },
    });
    expect(await deleteAccount(token, { current_password: 'p'.repeat(5000) })).toMatchObject({
      status: 400,
      body: { current_password: ['Invalid password.'] },
    });
    expect((await api('GET', '/usermanagement/profile/', { token })).status).toBe(200);
  });

  it('refuses a body that is no JSON object after authentication, as DRF does', async () => {
    expect((await api('DELETE', '/auth/users/me/', { body: [1, 2] })).status).toBe(401);
    const { token } = await signedInAccount();
    expect((await api('DELETE', '/auth/users/me/', { token, body: [1, 2] })).status).toBe(400);
  });

  it('deletes the account with its tokens and lists, cancels its subscription at Stripe, and frees its name', async () => {
    const { account, token } = await signedInAccount();
    const { subscription } = await startSubscription(token);
    await until('the subscription to reach the bff', () => isSubscriber(token), 60_000);
    const list = await api<Watchlist>('POST', '/api/watchlists/', { token, body: { name: 'Before I go', tickers: ['AAPL'] } });
    expect(list.status).toBe(201);
    const feed = new URL(list.body.ics_url).pathname;

    const deleted = await deleteAccount(token, { current_password: account.password });
    expect(deleted.status).toBe(204);

    // The token ended with the answer, on this bff at once.
    expect((await api('GET', '/usermanagement/profile/', { token })).status).toBe(401);
    expect(
      (await api('POST', '/auth/token/login/', { body: { username: account.username, password: account.password } })).status,
    ).toBe(400);
    // Billing cancels at Stripe: nothing more is invoiced.
    await poll(
      'the subscription to be canceled at Stripe',
      async () => ((await stripeSubscription(subscription.id)).status === 'canceled' ? true : undefined),
      60_000,
    );
    // The watch lists went with the account: their feed is unknown.
    await poll(
      'the list feed to be gone',
      async () => ((await fetch(`${bffUrl()}${feed}`)).status === 404 ? true : undefined),
      60_000,
    );
    // The username and the address can make a new account.
    const again = await api('POST', '/auth/users/', { body: account });
    expect(again.status).toBe(201);
  }, 180_000);
});
