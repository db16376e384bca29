import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';

const CREATE_USER = 'POST /auth/users/';
const NEWSLETTER = 'POST /strapi-newsletter/newsletter/subscribe';

async function submitRegistration(createUserAnswer: FakeRoute, { newsletter = false } = {}) {
  const server = installFakeFetch({ [CREATE_USER]: createUserAnswer, [NEWSLETTER]: { status: 500 } });
  const app = renderApp('/register-old');
  const main = within(await screen.findByRole('main'));
  await main.findByRole('button', { name: 'Continue' });

  // Testing Library's async helpers poll with timers, so under fake timers the form is driven directly.
  jest.useFakeTimers();
  fireEvent.change(main.getByLabelText('Username'), { target: { value: 'trader_jane' } });
  fireEvent.change(main.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
  fireEvent.change(main.getByLabelText('Password'), { target: { value: 'Catalyst-2026' } });
  if (newsletter) fireEvent.click(main.getByRole('checkbox', { name: 'Subscribe to the newsletter' }));
  await act(async () => {
    fireEvent.click(main.getByRole('button', { name: 'Continue' }));
    await jest.advanceTimersByTimeAsync(0);
  });
  return { ...app, server, main };
}

describe('RegisterOldPage (first register variant)', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('registers, signs up for the newsletter, and opens /subscribe with the new id 2000 ms later', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, router } = await submitRegistration(
      { status: 201, body: { id: 42, username: 'trader_jane' } },
      { newsletter: true },
    );

    expect(screen.getByText('Registration successful! Redirecting to subscription page...')).toBeInTheDocument();
    expect(server.requestsTo(CREATE_USER)[0]?.body).toEqual({
      username: 'trader_jane',
      email: 'jane@example.com',
      password: 'Catalyst-2026',
    });
    // The newsletter failed: only logged.
    expect(server.requestsTo(NEWSLETTER)[0]?.body).toEqual({ email: 'jane@example.com' });
    expect(warn).toHaveBeenCalled();

    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(currentPath(router)).toBe('/register-old');

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(currentPath(router)).toBe('/subscribe');
    expect(router.state.location.search).toBe('?clientReferenceId=42');
  });

  it('sends no newsletter request when the box is not ticked', async () => {
    const { server } = await submitRegistration({ status: 201, body: { id: 43 } });
    expect(screen.getByText('Registration successful! Redirecting to subscription page...')).toBeInTheDocument();
    expect(server.requestsTo(NEWSLETTER)).toHaveLength(0);
  });

  it('joins every value of the error body with spaces', async () => {
    const { router } = await submitRegistration({
      status: 400,
      body: { username: ['A user with that username already exists.'], password: ['This password is too common.'] },
    });
    expect(screen.getByText('A user with that username already exists. This password is too common.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(currentPath(router)).toBe('/register-old');
  });

  it('falls back when the error has no readable body', async () => {
    await submitRegistration({ status: 500 });
    expect(screen.getByText('An error occurred during registration. Please try again.')).toBeInTheDocument();
  });

  it('says so when the server does not answer', async () => {
    await submitRegistration('network-error');
    expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
  });
});
