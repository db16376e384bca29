import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';

const RESET_PATH = '/reset-password/MQ/c4x7-1f2e3d';

async function fillAndSubmit(user: UserEvent, newPassword: string, confirmation: string) {
  await user.type(await screen.findByLabelText('New Password'), newPassword);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

async function submitReset(answer: FakeRoute) {
  const server = installFakeFetch({ 'POST /auth/users/reset_password_confirm/': answer });
  const app = renderApp(RESET_PATH);
  await fillAndSubmit(app.user, 'n3w-Secret!', 'n3w-Secret!');
  return { ...app, server };
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refuses different passwords without sending anything', async () => {
    const server = installFakeFetch();
    const { user } = renderApp(RESET_PATH);
    await fillAndSubmit(user, 'n3w-Secret!', 'something-else');

    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(server.requestsTo('POST /auth/users/reset_password_confirm/')).toHaveLength(0);
  });

  it('sends uid and token from the address, confirms, and opens login 3000 ms later', async () => {
    const app = renderApp(RESET_PATH);
    const server = installFakeFetch({ 'POST /auth/users/reset_password_confirm/': { status: 204 } });
    await screen.findByLabelText('New Password');

    // Testing Library's async helpers poll with timers, so under fake timers the form is driven directly.
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'n3w-Secret!' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'n3w-Secret!' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
      await jest.advanceTimersByTimeAsync(0);
    });

    expect(screen.getByText('Password has been successfully reset. Redirecting to login...')).toBeInTheDocument();
    expect(server.requestsTo('POST /auth/users/reset_password_confirm/')[0]?.body).toEqual({
      uid: 'MQ',
      token: 'c4x7-1f2e3d',
      new_password: 'n3w-Secret!',
      re_new_password: 'n3w-Secret!',
    });

    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(currentPath(app.router)).toBe(RESET_PATH);

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(currentPath(app.router)).toBe('/login');
  });

  it('shows the server detail', async () => {
    await submitReset({ status: 400, body: { detail: 'Reset link expired.' } });
    expect(await screen.findByText('Reset link expired.')).toBeInTheDocument();
  });

  it('shows the first field error Djoser reports', async () => {
    await submitReset({ status: 400, body: { token: ['Invalid token for given user.'] } });
    expect(await screen.findByText('Invalid token for given user.')).toBeInTheDocument();
  });

  it('falls back to the generic failure message', async () => {
    await submitReset({ status: 500 });
    expect(
      await screen.findByText('Failed to reset password. Please ensure the link is correct or contact support.'),
    ).toBeInTheDocument();
  });

  it('explains when the server cannot be reached', async () => {
    await submitReset('network-error');
    expect(await screen.findByText('Network error or server is down. Please try again later.')).toBeInTheDocument();
  });
});
