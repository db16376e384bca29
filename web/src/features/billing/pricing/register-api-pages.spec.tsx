import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { clientConfigRoute, installFakeStripe, removeFakeStripe } from '../../../stripe/fake-stripe.test-helper.js';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { plansRoute, serverPlans } from '../billing-fixtures.test-helper.js';

const CREATE_USER = 'POST /auth/users/';
const LEGACY_SUBSCRIBE = 'POST /subscribe/';

const routes: Record<string, FakeRoute> = {
  ...clientConfigRoute,
  ...plansRoute,
  [CREATE_USER]: { status: 201, body: { id: 42 } },
  [LEGACY_SUBSCRIBE]: { body: { success: true, stripeSubscriptionId: 'sub_9' } },
  'PUT /auth/users/42': { body: { id: 42 } },
};

/** Through the pricing screen to the sign-up form, as a visitor goes. */
async function openFromPricing(pricingPath: string, planButton: string, extraRoutes: Record<string, FakeRoute> = {}) {
  const server = installFakeFetch({ ...routes, ...extraRoutes });
  const app = renderApp(pricingPath);
  await app.user.click(await screen.findByRole('button', { name: planButton }));
  const main = within(await screen.findByRole('main'));
  const submit = await main.findByRole('button', { name: 'Register and Subscribe' });
  return { ...app, server, main, submit };
}

async function fillAccount(user: UserEvent, main: ReturnType<typeof within>) {
  await user.type(main.getByLabelText('Username'), 'trader_jane');
  await user.type(main.getByLabelText('Email'), 'jane@example.com');
  await user.type(main.getByLabelText('Password'), 'Catalyst-2026');
  await user.type(main.getByLabelText('First Name'), 'Jane');
  await user.type(main.getByLabelText('Last Name'), 'Doe');
  await user.click(main.getByRole('combobox', { name: 'Country' }));
  await user.click(main.getByRole('option', { name: /United Kingdom/ }));
  await user.click(main.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
}

describe('/registerapi and /registerapi2 (older sign-up)', () => {
  beforeEach(() => {
    installFakeStripe();
  });

  afterEach(() => {
    removeFakeStripe();
    jest.restoreAllMocks();
  });

  it('asks for every field with its own message, and sends nothing', async () => {
    const { main, submit, user, server } = await openFromPricing('/pricingtableapi2', 'Subscribe: Yearly');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    for (const message of [
      'Username is required',
      'Email is required',
      'Password is required',
      'First Name is required',
      'Last Name is required',
      'Country is required',
    ]) {
      expect(main.getByText(message)).toBeInTheDocument();
    }
    expect(main.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(main.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsTo(CREATE_USER)).toHaveLength(0);
  });

  it('/registerapi2 creates the user, pays with the card for the chosen plan, stores the subscription id, and thanks', async () => {
    const { main, submit, user, server, router } = await openFromPricing('/pricingtableapi2', 'Subscribe: Yearly');
    expect(await main.findByText('Yearly')).toBeInTheDocument();
    await fillAccount(user, main);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await waitFor(() => expect(currentPath(router)).toBe('/thank-you'));
    expect(server.requestsTo(CREATE_USER)[0]?.body).toMatchObject({ username: 'trader_jane', first_name: 'Jane', country: 'UK' });
    expect(server.requestsTo(LEGACY_SUBSCRIBE)[0]?.body).toEqual({
      paymentMethodId: 'pm_fake_card',
      priceId: 'price_yearly',
      userId: 42,
      chargeNowConfirmed: false,
    });
    expect(server.requestsTo('PUT /auth/users/42')[0]?.body).toEqual({ stripe_subscription_id: 'sub_9' });
  });

  it('/registerapi pays a fixed plan with the Stripe price the server lists for its id', async () => {
    const withAnnual = { plans: [...serverPlans, { id: 2, name: 'Annual', price: 199, stripe_price_id: 'price_annual' }] };
    const { main, submit, user, server, router } = await openFromPricing('/pricingtableapi', 'Subscribe: Annual', {
      'GET /api/get-plans/': { body: withAnnual },
    });
    expect(await main.findByText('$199.00 per year')).toBeInTheDocument();
    await fillAccount(user, main);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await waitFor(() => expect(currentPath(router)).toBe('/thank-you'));
    expect(server.requestsTo(LEGACY_SUBSCRIBE)[0]?.body).toMatchObject({ priceId: 'price_annual' });
  });

  it('/registerapi refuses a fixed plan the server has no price for, before creating anything', async () => {
    const { main, submit, user, server } = await openFromPricing('/pricingtableapi', 'Subscribe: Semiannual');
    await main.findByText('$110.00 every 6 months');
    await fillAccount(user, main);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await main.findByText('Selected plan does not have an associated Stripe price ID')).toBeInTheDocument();
    expect(server.requestsTo(CREATE_USER)).toHaveLength(0);
  });

  it('retries a failed payment with the account already made', async () => {
    let attempts = 0;
    const { main, submit, user, server, router } = await openFromPricing('/pricingtableapi2', 'Subscribe: Monthly', {
      [LEGACY_SUBSCRIBE]: () =>
        ++attempts === 1
          ? { status: 402, body: { success: false, message: 'Your card was declined.' } }
          : { body: { success: true } },
    });
    await fillAccount(user, main);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await main.findByText('Your card was declined.')).toBeInTheDocument();

    await user.click(submit);
    await waitFor(() => expect(currentPath(router)).toBe('/thank-you'));
    expect(server.requestsTo(CREATE_USER)).toHaveLength(1);
    expect(server.requestsTo(LEGACY_SUBSCRIBE)).toHaveLength(2);
  });

  it('opened directly, offers the pricing screen to choose a plan', async () => {
    installFakeFetch({ ...routes });
    renderApp('/registerapi');
    expect(await screen.findByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/pricingtableapi');
  });
});
