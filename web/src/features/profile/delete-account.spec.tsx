import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { sampleUser } from '../../testing/sample-user.js';

describe('Delete account on the profile', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', 'tok-1');
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says what goes before the click, sends the password, forgets the token and opens the home page', async () => {
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'DELETE /auth/users/me/': { status: 204 },
      'POST /auth/token/logout/': { status: 401, body: { detail: 'Invalid token.' } },
    });
    const { router, user } = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Delete account' })).toBeInTheDocument();
    expect(screen.getByText(/A subscription or free trial ends at once: nothing more is charged/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'hunter2 horse');
    await user.click(button);

    await screen.findByRole('heading', { level: 1, name: /./ });
    expect(currentPath(router)).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
    const [deletion] = server.requestsTo('DELETE /auth/users/me/');
    expect(deletion?.headers.Authorization).toBe('Token tok-1');
    expect(deletion?.body).toEqual({ current_password: 'hunter2 horse' });
  });

  it("shows Djoser's words for a wrong password and keeps the account signed in", async () => {
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'DELETE /auth/users/me/': { status: 400, body: { current_password: ['Invalid password.'] } },
    });
    const { router, user } = renderApp('/profile');

    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Invalid password.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/profile');
    expect(window.localStorage.getItem('token')).toBe('tok-1');
  });
});
