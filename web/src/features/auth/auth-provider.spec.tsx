import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useBffQuery } from '../../api/bff-query.js';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { sampleUser } from '../../testing/sample-user.js';
import { withQueryClient } from '../../testing/test-query-client.js';
import { AuthProvider } from './auth-provider.js';
import { useAuth } from './use-auth.js';

function AuthProbe() {
  const { user, loading, isAuthenticated, login, logout } = useAuth();
  return (
    <div>
      <p>{loading ? 'checking' : isAuthenticated ? `member ${user?.username}` : 'visitor'}</p>
      <button type="button" onClick={() => login('tok-new')}>
        login without user
      </button>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </div>
  );
}

/** A screen's read through the one query helper, as the calendars do. */
function CalendarProbe() {
  const calendar = useBffQuery<unknown>({ key: ['probe', 'earnings'], path: '/api/calendars/earnings/' });
  return <p>{calendar.isError ? 'calendar failed' : 'calendar'}</p>;
}

/** The provider with a signed-in probe and a screen's read beside it. */
const renderWithCalendarRead = () =>
  render(
    <AuthProvider>
      <AuthProbe />
      <CalendarProbe />
    </AuthProvider>,
    { wrapper: withQueryClient() },
  );

describe('AuthProvider', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is a visitor at once when no token is stored', () => {
    const server = installFakeFetch();
    render(<AuthProvider children={<AuthProbe />} />, { wrapper: withQueryClient() });
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('loads the profile of a stored token, loading until it answers', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const server = installFakeFetch({ 'GET /usermanagement/profile/': { body: sampleUser } });
    render(<AuthProvider children={<AuthProbe />} />, { wrapper: withQueryClient() });

    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('member trader_jane')).toBeInTheDocument();
    expect(server.requests[0]?.headers.Authorization).toBe('Token tok-1');
  });

  it('only logs a failed profile check and stays a visitor', async () => {
    window.localStorage.setItem('token', 'stale');
    installFakeFetch({ 'GET /usermanagement/profile/': { status: 401, body: { detail: 'Invalid token.' } } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<AuthProvider children={<AuthProbe />} />, { wrapper: withQueryClient() });

    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('forgets a token the API calls invalid, under both keys, so every screen asks as a visitor', async () => {
    window.localStorage.setItem('token', 'reset-away');
    window.localStorage.setItem('authToken', 'reset-away');
    const server = installFakeFetch({ 'GET /usermanagement/profile/': { status: 401, body: { detail: 'Invalid token.' } } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<AuthProvider children={<AuthProbe />} />, { wrapper: withQueryClient() });

    expect(await screen.findByText('visitor')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('forgets the token when any read hears "Invalid token.", not only the profile check', async () => {
    window.localStorage.setItem('token', 'tok-1');
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'GET /api/calendars/earnings/': { status: 401, body: { detail: 'Invalid token.' } },
    });
    renderWithCalendarRead();

    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token on a 401 that is not about it (no credentials for a route)', async () => {
    window.localStorage.setItem('token', 'tok-1');
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'GET /api/calendars/earnings/': { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
    });
    renderWithCalendarRead();

    expect(await screen.findByText('calendar failed')).toBeInTheDocument();
    expect(screen.getByText('member trader_jane')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok-1');
  });

  it('loads the profile after a login whose answer carried no user, and forgets it on logout', async () => {
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      'POST /auth/token/logout/': 'network-error',
    });
    const user = userEvent.setup();
    render(<AuthProvider children={<AuthProbe />} />, { wrapper: withQueryClient() });

    await user.click(screen.getByRole('button', { name: 'login without user' }));
    expect(await screen.findByText('member trader_jane')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok-new');

    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
