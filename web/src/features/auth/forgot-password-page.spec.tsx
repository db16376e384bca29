import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';

async function requestReset(answer: FakeRoute) {
  const server = installFakeFetch({ 'POST /auth/users/reset_password/': answer });
  const { user } = renderApp('/forgot-password');
  const email = await screen.findByLabelText('Email');
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toBeRequired();
  await user.type(email, 'jane@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return server;
}

describe('ForgotPasswordPage', () => {
  it('asks the user to check their email on success', async () => {
    const server = await requestReset({ status: 204 });
    expect(await screen.findByText('Please check your email for a link to reset your password.')).toBeInTheDocument();
    expect(server.requestsTo('POST /auth/users/reset_password/')[0]?.body).toEqual({ email: 'jane@example.com' });
  });

  it('shows the server detail', async () => {
    await requestReset({ status: 429, body: { detail: 'Request was throttled.' } });
    expect(await screen.findByText('Request was throttled.')).toBeInTheDocument();
  });

  it('shows the field message of a 400', async () => {
    await requestReset({ status: 400, body: { email: ['Enter a valid email address.'] } });
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('falls back to the generic message', async () => {
    await requestReset({ status: 500 });
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});
