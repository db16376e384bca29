import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { signedIn } from '../my-catalysts/watchlist-fixtures.test-helper.js';
import { UNREAD_POLL_MS } from './alert-queries.js';
import { accountZone, confirmedFda, feedAnswer, feedPage, sampleAlert } from './alert-fixtures.test-helper.js';

function bellServer(unread: number, extra: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    ...signedIn('active'),
    ...accountZone('Europe/London'),
    'GET /api/alerts/unread/': { body: { unread } },
    'GET /api/alerts/': feedAnswer(feedPage([sampleAlert(), confirmedFda])),
    ...extra,
  });
}

const panel = () => within(screen.getByRole('group', { name: 'Alerts' }));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the header’s alert bell', () => {
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('shows a subscriber the unread count, capped at 9+', async () => {
    bellServer(12);
    renderApp('/home');
    const bell = await screen.findByRole('button', { name: 'Alerts, 12 unread' });
    expect(bell).toHaveTextContent('9+');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no badge when everything is read', async () => {
    bellServer(0);
    renderApp('/home');
    const bell = await screen.findByRole('button', { name: 'Alerts' });
    expect(bell).toHaveTextContent('');
  });

  it.each(['canceled', 'none'])(
    'is not there for a signed-in reader whose subscription is %s, who is never asked',
    async (status) => {
      const server = installFakeFetch({ ...signedIn(status), 'GET /api/alerts/unread/': { body: { unread: 3 } } });
      renderApp('/home');
      await screen.findByRole('button', { name: 'Logout' });
      await waitFor(() => expect(server.requestsTo('GET /api/subscription-status/')).toHaveLength(1));
      expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
      expect(server.requestsTo('GET /api/alerts/unread/')).toHaveLength(0);
    },
  );

  it('opens the latest 20 in words a trader reads, in the account’s zone, each linking to its company', async () => {
    const server = bellServer(1);
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));

    const moved = await panel().findByRole('link', { name: 'AAPL earnings moved from Oct 29 to Nov 3 (unread)' });
    expect(moved).toHaveAttribute('href', '/company/AAPL');
    expect(panel().getByRole('link', { name: 'MRNA FDA date confirmed' })).toHaveAttribute('href', '/company/MRNA');
    // 13:05 UTC is 2:05 PM in London (summer time) on Oct 20.
    expect(panel().getByText('Oct 20, 2:05 PM')).toHaveAttribute('datetime', '2026-10-20T13:05:00Z');
    expect(panel().getByText('Core holdings')).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'See all alerts' })).toHaveAttribute('href', '/my-catalysts/alerts');
    expect(panel().getByRole('link', { name: 'Alert settings' })).toHaveAttribute('href', '/my-catalysts/lists');
    const asked = server.requestsTo('GET /api/alerts/')[0].query;
    expect(Object.fromEntries(asked)).toEqual({ page_size: '20' });
  });

  it('marks every alert read, and the badge goes', async () => {
    let allRead = false;
    const server = bellServer(1, {
      'GET /api/alerts/': () => ({ body: feedPage([sampleAlert({ read: allRead }), confirmedFda]) }),
      'POST /api/alerts/read/': () => {
        allRead = true;
        return { body: { unread: 0 } };
      },
    });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    await panel().findByRole('link', { name: /AAPL earnings moved/ });

    await user.click(panel().getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByRole('button', { name: 'Alerts' })).toHaveTextContent('');
    expect(server.requestsTo('POST /api/alerts/read/')[0].body).toEqual({ all: true });
    expect(panel().getByRole('link', { name: 'AAPL earnings moved from Oct 29 to Nov 3' })).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('puts the count back and says so when marking fails', async () => {
    bellServer(1, { 'POST /api/alerts/read/': { status: 500, body: { detail: 'Server error.' } } });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    await panel().findByRole('link', { name: /AAPL earnings moved/ });

    await user.click(panel().getByRole('button', { name: 'Mark all read' }));

    expect(await panel().findByRole('alert')).toHaveTextContent('We could not mark your alerts read. Please try again.');
    expect(screen.getByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'AAPL earnings moved from Oct 29 to Nov 3 (unread)' })).toBeInTheDocument();
  });

  it('marks an alert read when it is followed, and goes to its company', async () => {
    const server = bellServer(1, { 'POST /api/alerts/read/': { body: { unread: 0 } } });
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));

    await user.click(await panel().findByRole('link', { name: /AAPL earnings moved/ }));

    await waitFor(() => expect(currentPath(router)).toBe('/company/AAPL'));
    expect(server.requestsTo('POST /api/alerts/read/')[0].body).toEqual({ ids: [501] });
    expect(screen.queryByRole('group', { name: 'Alerts' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('says how alerts come when there are none yet', async () => {
    bellServer(0, { 'GET /api/alerts/': feedAnswer(feedPage([])) });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    expect(await panel().findByText(/No alerts yet\. Add tickers to a list/)).toBeInTheDocument();
  });

  it('explains a feed that failed to load, and tries again', async () => {
    let fail = true;
    bellServer(0, {
      'GET /api/alerts/': () => (fail ? { status: 503, body: { detail: 'Unavailable.' } } : { body: feedPage([confirmedFda]) }),
    });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    expect(await panel().findByRole('alert')).toHaveTextContent('We could not load your alerts right now.');
    fail = false;
    await user.click(panel().getByRole('button', { name: 'Try again' }));
    expect(await panel().findByRole('link', { name: 'MRNA FDA date confirmed' })).toBeInTheDocument();
  });

  it('asks for the count every minute while the tab is shown, and not while it is hidden', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const server = bellServer(2);
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Alerts, 2 unread' })).toBeInTheDocument();
    const asked = () => server.requestsTo('GET /api/alerts/unread/').length;
    expect(asked()).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(asked()).toBe(2);

    setVisibility('hidden');
    await act(() => jest.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS));
    expect(asked()).toBe(2);

    setVisibility('visible');
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(asked()).toBeGreaterThan(2);
  });
});
