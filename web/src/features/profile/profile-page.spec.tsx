import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { sampleUser } from '../../testing/sample-user.js';

describe('ProfilePage', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', 'tok-1');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows username, email and the optional names', async () => {
    installFakeFetch({ 'GET /usermanagement/profile/': { body: sampleUser } });
    renderApp('/profile');

    expect(await screen.findByText('trader_jane')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Jane')).toBeInTheDocument();
    expect(screen.getByText('Doe')).toBeInTheDocument();
  });

  it('leaves out names the user did not give', async () => {
    installFakeFetch({
      'GET /usermanagement/profile/': { body: { id: 3, username: 'anon', email: 'anon@example.com', first_name: '' } },
    });
    renderApp('/profile');

    expect(await screen.findByText('anon')).toBeInTheDocument();
    expect(screen.queryByText('First Name')).not.toBeInTheDocument();
    expect(screen.queryByText('Last Name')).not.toBeInTheDocument();
  });

  it('sends the user to /login when the profile cannot be fetched', async () => {
    installFakeFetch({ 'GET /usermanagement/profile/': { status: 401, body: { detail: 'Invalid token.' } } });
    // The start-up profile check fails too, and says so.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(warn).toHaveBeenCalled();
  });

  it('logs out, forgets the token and opens /login', async () => {
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'POST /auth/token/logout/': { status: 204 },
    });
    const { router, user } = renderApp('/profile');

    // The profile screen's own Logout (the header has one too, from the same profile query).
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(server.requestsTo('POST /auth/token/logout/')[0]?.headers.Authorization).toBe('Token tok-1');
  });
});
