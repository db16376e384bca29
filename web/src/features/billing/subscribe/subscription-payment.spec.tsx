import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  clientConfigRoute,
  installFakeStripe,
  removeFakeStripe,
  type FakeStripe,
} from '../../../stripe/fake-stripe.test-helper.js';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';
import { plansRoute } from '../billing-fixtures.test-helper.js';

const LEGACY_SUBSCRIBE = 'POST /subscribe/';

let stripe: FakeStripe;

/** /subscription, then a plan chosen, then the card form of /subscribe/payment. */
async function choosePlanAndPay(path: string, routes: Record<string, FakeRoute> = {}) {
  const server = installFakeFetch({
    ...clientConfigRoute,
    ...plansRoute,
    'GET /usermanagement/profile/': { body: sampleUser },
    [LEGACY_SUBSCRIBE]: { body: { success: true, message: 'Subscribed.', stripeSubscriptionId: 'sub_legacy' } },
    'PUT /auth/users/42': { body: { id: 42 } },
    ...routes,
  });
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Choose Plan: Yearly' }));
  const main = within(await screen.findByRole('main'));
  const submit = await main.findByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(submit).toBeEnabled());
  await app.user.click(submit);
  return { ...app, server, submit };
}

describe('/subscription and /subscribe/payment (older sign-up)', () => {
  beforeEach(() => {
    stripe = installFakeStripe();
  });

  afterEach(() => {
    removeFakeStripe();
    jest.restoreAllMocks();
  });

  it('shows the offered plans and hands priceId and clientReferenceId to /subscribe/payment', async () => {
    installFakeFetch({ ...plansRoute, ...clientConfigRoute });
    const { router, user } = renderApp('/subscription?clientReferenceId=42');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Monthly' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Yearly' })).toBeInTheDocument();
    expect(main.queryByRole('heading', { name: 'Internal' })).not.toBeInTheDocument();
    expect(main.getByText('$199.00')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Choose Plan: Monthly' }));
    await waitFor(() => expect(currentPath(router)).toBe('/subscribe/payment'));
    expect(router.state.location.state).toEqual({ priceId: 'price_monthly', clientReferenceId: '42' });
  });

  it('says when the plans cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeFetch({ 'GET /api/get-plans/': 'network-error' });
    renderApp('/subscription?clientReferenceId=42');
    expect(await screen.findByText('Failed to load pricing plans.')).toBeInTheDocument();
  });

  it('subscribes the user with the card, keeps the subscription id on the user, and thanks them', async () => {
    const { server, router } = await choosePlanAndPay('/subscription?clientReferenceId=42');

    await waitFor(() => expect(currentPath(router)).toBe('/thank-you'));
    expect(server.requestsTo(LEGACY_SUBSCRIBE)[0]?.body).toEqual({
      paymentMethodId: 'pm_fake_card',
      priceId: 'price_yearly',
      userId: '42',
      chargeNowConfirmed: false,
    });
    expect(server.requestsTo('PUT /auth/users/42')[0]?.body).toEqual({ stripe_subscription_id: 'sub_legacy' });
    // The card first, then the subscription, then the user.
    const fetchOrder = (globalThis.fetch as unknown as jest.Mock).mock.invocationCallOrder;
    const subscribeIndex = server.requests.findIndex((request) => request.method === 'POST' && request.path === '/subscribe/');
    const storeIndex = server.requests.findIndex((request) => request.method === 'PUT');
    expect(stripe.createPaymentMethod.mock.invocationCallOrder[0]).toBeLessThan(fetchOrder[subscribeIndex] ?? 0);
    expect(subscribeIndex).toBeLessThan(storeIndex);
  });

  it('uses the signed-in user when the address names no account', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const { server, router } = await choosePlanAndPay('/subscription', { 'PUT /auth/users/7': { body: { id: 7 } } });
    await waitFor(() => expect(currentPath(router)).toBe('/thank-you'));
    expect(server.requestsTo(LEGACY_SUBSCRIBE)[0]?.body).toMatchObject({ userId: String(sampleUser.id) });
  });

  it("shows the server's message when the subscription fails", async () => {
    const { server } = await choosePlanAndPay('/subscription?clientReferenceId=42', {
      [LEGACY_SUBSCRIBE]: { status: 400, body: { success: false, message: 'No such price.' } },
    });
    expect(await screen.findByText('No such price.')).toBeInTheDocument();
    expect(server.requestsTo('PUT /auth/users/42')).toHaveLength(0);
  });

  it('falls back to "Subscription failed. Please try again."', async () => {
    await choosePlanAndPay('/subscription?clientReferenceId=42', { [LEGACY_SUBSCRIBE]: { body: { success: false } } });
    expect(await screen.findByText('Subscription failed. Please try again.')).toBeInTheDocument();
  });

  it('asks for a plan when opened directly', async () => {
    installFakeFetch();
    renderApp('/subscribe/payment');
    expect(await screen.findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');
  });
});
