import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';

// A stored token makes the app load the profile at start.
const profileRoute: Record<string, FakeRoute> = { 'GET /usermanagement/profile/': { body: sampleUser } };

const STATUS = 'GET /api/subscription-status/';
const CANCEL = 'POST /api/cancel-subscription/';

describe('/subscription-status', () => {
  it('shows "Status: {value}" with the token stored under "token"', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const server = installFakeFetch({ ...profileRoute, [STATUS]: { body: { subscription_status: 'trialing' } } });
    renderApp('/subscription-status');

    expect(await screen.findByText('Status: Free trial')).toBeInTheDocument();
    expect(server.requestsTo(STATUS)[0]?.headers.Authorization).toBe('Token tok-1');
  });

  it('falls back to the token under "authToken"', async () => {
    window.localStorage.setItem('authToken', 'legacy-tok');
    const server = installFakeFetch({ [STATUS]: { body: { subscription_status: 'active' } } });
    renderApp('/subscription-status');

    expect(await screen.findByText('Status: Active')).toBeInTheDocument();
    expect(server.requestsTo(STATUS)[0]?.headers.Authorization).toBe('Token legacy-tok');
  });

  it('says "Failed to load subscription status." when the status cannot be had', async () => {
    installFakeFetch({ [STATUS]: { status: 401, body: { detail: 'Authentication credentials were not provided.' } } });
    renderApp('/subscription-status');
    expect(await screen.findByText('Failed to load subscription status.')).toBeInTheDocument();
  });
});

describe('/cancel-subscription', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function cancelWith(answer: FakeRoute) {
    const server = installFakeFetch({ ...profileRoute, [CANCEL]: answer });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const app = renderApp('/cancel-subscription');
    const main = within(await screen.findByRole('main'));
    await app.user.click(await main.findByRole('button', { name: 'Cancel Subscription' }));
    return { ...app, server, alert, main };
  }

  it('cancels with the stored token and confirms', async () => {
    window.localStorage.setItem('authToken', 'legacy-tok');
    const { server, main } = await cancelWith({ body: { message: 'Subscription will be canceled at period end.' } });
    expect(await main.findByText('Your subscription has been canceled.')).toBeInTheDocument();
    expect(server.requestsTo(CANCEL)[0]?.headers.Authorization).toBe('Token legacy-tok');
    expect(main.getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
  });

  it('prefers the token under "token" to the one under "authToken"', async () => {
    window.localStorage.setItem('token', 'tok-1');
    window.localStorage.setItem('authToken', 'legacy-tok');
    const { server, main } = await cancelWith({ body: { message: 'ok' } });
    await main.findByText('Your subscription has been canceled.');
    expect(server.requestsTo(CANCEL)[0]?.headers.Authorization).toBe('Token tok-1');
  });

  it('shows "Error: {error}" from the answer', async () => {
    await cancelWith({ status: 404, body: { error: 'No active subscription found.' } });
    expect(await screen.findByText('Error: No active subscription found.')).toBeInTheDocument();
  });

  it('alerts when the server cannot be reached', async () => {
    const { alert, main } = await cancelWith('network-error');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to cancel subscription. Please try again later.'));
    expect(main.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });
});
