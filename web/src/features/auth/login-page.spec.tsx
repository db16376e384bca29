import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { sampleUser } from '../../testing/sample-user.js';

async function submitLogin(loginAnswer: FakeRoute) {
  const server = installFakeFetch({
    'POST /auth/token/login/': loginAnswer,
    'GET /usermanagement/profile/': { body: sampleUser },
  });
  const app = renderApp('/login');
  await app.user.type(await screen.findByLabelText('Username'), 'trader_jane');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse');
  await app.user.click(screen.getByRole('button', { name: 'Log In' }));
  return { ...app, server };
}

describe('LoginPage', () => {
  it('links to password recovery and sign-up', async () => {
    installFakeFetch();
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('stores the token and opens the profile on success', async () => {
    const { router, server } = await submitLogin({ body: { auth_token: 'tok-1', user: sampleUser } });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/profile');
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(server.requestsTo('POST /auth/token/login/')[0]?.body).toEqual({
      username: 'trader_jane',
      password: 'correct horse',
    });
  });

  it('accepts the token under "token" as well', async () => {
    await submitLogin({ body: { token: 'tok-2' } });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok-2');
  });

  it('shows the server detail', async () => {
    await submitLogin({ status: 401, body: { detail: 'Account locked.' } });
    expect(await screen.findByText('Account locked.')).toBeInTheDocument();
  });

  it("shows Djoser's first non_field_errors message for bad credentials", async () => {
    await submitLogin({ status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } });
    expect(await screen.findByText('Unable to log in with provided credentials.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('falls back to the generic message', async () => {
    await submitLogin('network-error');
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });
});
