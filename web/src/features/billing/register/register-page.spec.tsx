import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  clientConfigRoute,
  installFakeStripe,
  removeFakeStripe,
  type FakeStripe,
} from '../../../stripe/fake-stripe.test-helper.js';
import { installFakeFetch, type FakeRoute, type FakeServer } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';
import { holdRequests, plansRoute } from '../billing-fixtures.test-helper.js';

const CREATE_USER = 'POST /auth/users/';
const NEWSLETTER = 'POST /strapi-newsletter/newsletter/subscribe';
const LOGIN = 'POST /auth/token/login/';
const CREATE_SUBSCRIPTION = 'POST /api/create-subscription/';

const happyRoutes: Record<string, FakeRoute> = {
  ...clientConfigRoute,
  ...plansRoute,
  [CREATE_USER]: { status: 201, body: { id: 7, username: 'trader_jane', email: 'jane@example.com' } },
  [NEWSLETTER]: { status: 201, body: { ok: true } },
  [LOGIN]: { body: { auth_token: 'tok-new', user: sampleUser } },
  [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_1', status: 'trialing' }, client_secret: null } },
  'GET /usermanagement/profile/': { body: sampleUser },
};

let stripe: FakeStripe;

async function openRegister(routes: Record<string, FakeRoute> = {}) {
  const server = installFakeFetch({ ...happyRoutes, ...routes });
  const app = renderApp('/register');
  const submit = await screen.findByRole('button', { name: 'Register and Subscribe' });
  return { ...app, server, submit };
}

async function fillForm(user: UserEvent, { terms = true, newsletter = false, plans = true } = {}) {
  const main = within(screen.getByRole('main'));
  await user.type(main.getByLabelText('Username'), 'trader_jane');
  await user.type(main.getByLabelText('Email'), 'jane@example.com');
  await user.type(main.getByLabelText('Password'), 'Catalyst-2026');
  await user.type(main.getByLabelText('First Name'), 'Jane');
  await user.type(main.getByLabelText('Last Name'), 'Doe');
  if (plans) await screen.findByRole('radio', { name: 'Yearly' });
  if (newsletter) await user.click(main.getByRole('checkbox', { name: 'Subscribe to the newsletter' }));
  if (terms) await user.click(main.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
}

async function registerAndSubmit(routes: Record<string, FakeRoute> = {}, options: { newsletter?: boolean } = {}) {
  const app = await openRegister(routes);
  await fillForm(app.user, options);
  await waitFor(() => expect(app.submit).toBeEnabled());
  await app.user.click(app.submit);
  return app;
}

/** The sign-up calls (Stripe's included) in the order they were made; page loads and the ticker are left out. */
const SIGN_UP_CALLS = [CREATE_USER, NEWSLETTER, LOGIN, 'createPaymentMethod', CREATE_SUBSCRIPTION];

function callOrder(server: FakeServer): string[] {
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  const httpCalls = server.requests.map((request, index) => ({
    order: fetchMock.mock.invocationCallOrder[index] ?? 0,
    name: `${request.method} ${request.path}`,
  }));
  const stripeCalls = stripe.createPaymentMethod.mock.invocationCallOrder.map((order) => ({
    order,
    name: 'createPaymentMethod',
  }));
  return [...httpCalls, ...stripeCalls]
    .filter(({ name }) => SIGN_UP_CALLS.includes(name))
    .sort((a, b) => a.order - b.order)
    .map(({ name }) => name);
}

describe('RegisterPage (register and subscribe)', () => {
  beforeEach(() => {
    stripe = installFakeStripe();
  });

  afterEach(() => {
    removeFakeStripe();
    jest.restoreAllMocks();
  });

  it('offers plans 5 and 6 only, with plan 6 Most Popular and preselected', async () => {
    await openRegister();
    const yearly = await screen.findByRole('radio', { name: 'Yearly' });
    expect(yearly).toBeChecked();
    expect(yearly).toHaveAccessibleDescription(/Most Popular\. \$199\.00/);
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('★')).toBeInTheDocument();
  });

  it('opens with the plan chosen on /pricing, and with plan 6 when the one asked for is not offered', async () => {
    installFakeFetch({ ...happyRoutes });
    renderApp('/register?plan=5');
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yearly' })).not.toBeChecked();
  });

  it('ignores a plan that is not offered and preselects plan 6', async () => {
    installFakeFetch({ ...happyRoutes });
    renderApp('/register?plan=4');
    expect(await screen.findByRole('radio', { name: 'Yearly' })).toBeChecked();
  });

  it('shows the form of the spec: country US by default, consents, trial note and login link', async () => {
    await openRegister();
    const main = within(screen.getByRole('main'));
    expect(main.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(main.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    expect(main.getByLabelText('Promotion Code (optional)')).not.toBeRequired();
    expect(main.getByRole('checkbox', { name: 'Subscribe to the newsletter' })).not.toBeChecked();
    for (const name of [/Terms of Service/, /Privacy Policy/]) {
      const link = main.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(main.getByText('Includes a 7-day free trial')).toBeInTheDocument();
    expect(main.getByText(/Already a user\?/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/login');
  });

  it('registers, signs up for the newsletter, logs in, pays and subscribes, in that order', async () => {
    const { server, router } = await registerAndSubmit({}, { newsletter: true });

    await waitFor(() => expect(currentPath(router)).toBe('/confirmation'));
    expect(await screen.findByRole('heading', { name: 'Thank You for Subscribing!' })).toBeInTheDocument();
    expect(callOrder(server)).toEqual(SIGN_UP_CALLS);
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
    expect(server.requestsTo(CREATE_USER)[0]?.body).toEqual({
      username: 'trader_jane',
      email: 'jane@example.com',
      password: 'Catalyst-2026',
      first_name: 'Jane',
      last_name: 'Doe',
      country: 'US',
    });
    // The browser's zone travels beside Djoser's form: the account starts in it.
    expect(server.requestsTo(CREATE_USER)[0]?.headers['X-Time-Zone']).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(server.requestsTo(NEWSLETTER)[0]?.body).toEqual({ email: 'jane@example.com' });
    expect(server.requestsTo(LOGIN)[0]?.body).toEqual({ username: 'trader_jane', password: 'Catalyst-2026' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'card',
        card: stripe.card(),
        billing_details: { name: 'Jane Doe', email: 'jane@example.com' },
      }),
    );
    const subscription = server.requestsTo(CREATE_SUBSCRIPTION)[0];
    expect(subscription?.body).toEqual({
      payment_method_id: 'pm_fake_card',
      price_id: 'price_yearly',
      promotion_code: '',
      charge_now_confirmed: false,
    });
    expect(subscription?.headers.Authorization).toBe('Token tok-new');
    expect(window.localStorage.getItem('token')).toBe('tok-new');
    expect(stripe.StripeJs).toHaveBeenCalledWith('pk_test_catalysts');
  });

  it('sends the chosen plan, country and promotion code', async () => {
    const app = await openRegister();
    await fillForm(app.user);
    await app.user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const country = screen.getByRole('combobox', { name: 'Country' });
    await app.user.click(country);
    await app.user.keyboard('can');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['CanadaCA']);
    await app.user.keyboard('{Enter}');
    expect(country).toHaveValue('Canada');
    await app.user.type(screen.getByLabelText('Promotion Code (optional)'), ' WELCOME10 ');
    await waitFor(() => expect(app.submit).toBeEnabled());
    await app.user.click(app.submit);

    await waitFor(() => expect(currentPath(app.router)).toBe('/confirmation'));
    expect(app.server.requestsTo(CREATE_USER)[0]?.body).toMatchObject({ country: 'CA' });
    expect(app.server.requestsTo(CREATE_SUBSCRIPTION)[0]?.body).toEqual({
      payment_method_id: 'pm_fake_card',
      price_id: 'price_monthly',
      promotion_code: 'WELCOME10',
      charge_now_confirmed: false,
    });
  });

  it('skips the newsletter when not ticked, and ignores a newsletter failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await registerAndSubmit();
    await waitFor(() => expect(currentPath(first.router)).toBe('/confirmation'));
    expect(first.server.requestsTo(NEWSLETTER)).toHaveLength(0);
    first.unmount();

    const second = await registerAndSubmit(
      { [NEWSLETTER]: { status: 500, body: { error: 'Error subscribing user' } } },
      { newsletter: true },
    );
    await waitFor(() => expect(currentPath(second.router)).toBe('/confirmation'));
    expect(second.server.requestsTo(NEWSLETTER)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Newsletter'), expect.anything());
  });

  it('requires the terms to be accepted before anything is sent', async () => {
    const app = await openRegister();
    await fillForm(app.user, { terms: false });
    await waitFor(() => expect(app.submit).toBeEnabled());
    await app.user.click(app.submit);

    expect(await screen.findByText('You must accept the Terms of Service and Privacy Policy')).toBeInTheDocument();
    expect(app.server.requestsTo(CREATE_USER)).toHaveLength(0);
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('keeps the submit disabled while Stripe.js loads, and says so when it cannot load', async () => {
    removeFakeStripe();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { submit } = await openRegister({ 'GET /api/client-config/': { status: 503, body: { detail: 'Unavailable' } } });

    expect(submit).toBeDisabled();
    expect(await screen.findByText('Stripe.js has not loaded')).toBeInTheDocument();
    expect(screen.getByText('Secure card entry could not be loaded.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(warn).toHaveBeenCalled();
  });

  it('refuses a plan without a Stripe price', async () => {
    const app = await registerAndSubmit({
      'GET /api/get-plans/': { body: { plans: [{ id: 6, name: 'Yearly', price: 199, stripe_price_id: null }] } },
    });
    expect(await screen.findByText('Selected plan does not have an associated Stripe price ID')).toBeInTheDocument();
    expect(app.server.requestsTo(CREATE_USER)).toHaveLength(0);
  });

  it('shows the first message by the spec priority and frees the form', async () => {
    const app = await registerAndSubmit({
      [CREATE_USER]: {
        status: 400,
        body: {
          email: ['user with this email address already exists.'],
          username: ['A user with that username already exists.'],
          detail: 'Ignored.',
        },
      },
    });
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(app.submit).toBeEnabled();
    expect(app.submit).toHaveTextContent('Register and Subscribe');
    expect(app.server.requestsTo(LOGIN)).toHaveLength(0);
  });

  it('says when the server does not answer', async () => {
    await registerAndSubmit({ [CREATE_USER]: 'network-error' });
    expect(await screen.findByText('No response from server. Please try again later.')).toBeInTheDocument();
  });

  it('stops when the login answer carries no token', async () => {
    const app = await registerAndSubmit({ [LOGIN]: { body: { user: sampleUser } } });
    expect(await screen.findByText('Authentication token not received')).toBeInTheDocument();
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(app.submit).toBeEnabled();
  });

  it("shows Stripe's card error as given and creates no subscription", async () => {
    stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const app = await registerAndSubmit();
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(app.server.requestsTo(CREATE_SUBSCRIPTION)).toHaveLength(0);
  });

  it('shows a declined card, then a retry pays without registering the account again', async () => {
    let attempts = 0;
    const app = await registerAndSubmit({
      [CREATE_SUBSCRIPTION]: () =>
        ++attempts === 1
          ? { status: 402, body: { error: 'Your card was declined.' } }
          : { body: { subscription: { id: 'sub_2', status: 'active' } } },
    });
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/register');
    await waitFor(() => expect(app.submit).toBeEnabled());

    await app.user.click(app.submit);
    await waitFor(() => expect(currentPath(app.router)).toBe('/confirmation'));
    expect(app.server.requestsTo(CREATE_USER)).toHaveLength(1);
    expect(app.server.requestsTo(LOGIN)).toHaveLength(1);
    expect(app.server.requestsTo(CREATE_SUBSCRIPTION)).toHaveLength(2);
  });

  it('confirms an incomplete subscription with the client secret, then goes to /confirmation', async () => {
    const app = await registerAndSubmit({
      [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_3', status: 'incomplete' }, client_secret: 'pi_3_secret_abc' } },
    });
    await waitFor(() => expect(currentPath(app.router)).toBe('/confirmation'));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_3_secret_abc');
  });

  it('authenticates the card of a trial that asks for it, and stays on the form when the bank does not confirm it', async () => {
    stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Authentication failed.' } });
    const app = await registerAndSubmit({
      [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_6', status: 'trialing' }, client_secret: 'seti_6_secret_abc' } },
    });
    // Issue 19 §2: no trial until the bank confirms the card.
    expect(
      await screen.findByText('Your bank did not confirm this card, so your free trial has not started: Authentication failed.'),
    ).toBeInTheDocument();
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_6_secret_abc');
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(currentPath(app.router)).toBe('/register');
  });

  it('keeps the header signed out while the bank is asked, and signs in once the form no longer waits', async () => {
    let answerBank: (value: unknown) => void = () => undefined;
    stripe.confirmCardSetup.mockImplementation(() => new Promise((resolve) => (answerBank = resolve)));
    const app = await registerAndSubmit({
      [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_7', status: 'trialing' }, client_secret: 'seti_7_secret_abc' } },
    });
    await waitFor(() => expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_7_secret_abc'));
    const navigation = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(navigation.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    answerBank({ setupIntent: { id: 'seti_7', status: 'succeeded' } });
    await waitFor(() => expect(currentPath(app.router)).toBe('/confirmation'));
    expect(await navigation.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('stays with "Payment failed: {reason}" when the confirmation fails', async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' },
    });
    const app = await registerAndSubmit({
      [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_4', status: 'incomplete' }, client_secret: 'pi_4_secret_abc' } },
    });
    expect(await screen.findByText('Payment failed: We are unable to authenticate your payment method.')).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/register');
    expect(app.submit).toBeEnabled();
  });

  it('says the status is unknown for any other status', async () => {
    const app = await registerAndSubmit({
      [CREATE_SUBSCRIPTION]: { body: { subscription: { id: 'sub_5', status: 'past_due' } } },
    });
    expect(await screen.findByText('Subscription status is unknown')).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/register');
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('shows Processing... and locks the form while registering', async () => {
    const app = await openRegister();
    await fillForm(app.user);
    await waitFor(() => expect(app.submit).toBeEnabled());
    const held = holdRequests();
    await app.user.click(app.submit);

    expect(app.submit).toHaveTextContent('Processing...');
    expect(app.submit).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    held.release();
    await waitFor(() => expect(currentPath(app.router)).toBe('/confirmation'));
  });

  it('says when the plans cannot be loaded, and asks for a plan', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await openRegister({ 'GET /api/get-plans/': { status: 500 } });
    expect(await screen.findByText('Failed to load pricing plans.')).toBeInTheDocument();
    await fillForm(app.user, { plans: false });
    await waitFor(() => expect(app.submit).toBeEnabled());
    await app.user.click(app.submit);

    expect(await screen.findByText('Plan selection required.')).toBeInTheDocument();
    expect(app.server.requestsTo(CREATE_USER)).toHaveLength(0);
  });
});
