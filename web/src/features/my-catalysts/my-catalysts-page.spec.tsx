import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { calendarEndpoint, earningsRow, fixDate } from '../calendars/calendar-fixtures.test-helper.js';
import { withScrollAreaHeight } from '../calendars/calendar-layout.test-helper.js';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { biotech, listsAnswer, sampleList, signedIn } from './watchlist-fixtures.test-helper.js';

withScrollAreaHeight(600);

const core = sampleList();
const CALENDAR = 'GET /api/calendars/all/';

function subscriberServer(extra: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    ...signedIn('active'),
    'GET /api/watchlists/': listsAnswer([core, biotech]),
    [CALENDAR]: calendarEndpoint(() => [earningsRow()]),
    ...extra,
  });
}

const lastCalendarQuery = (server: ReturnType<typeof installFakeFetch>) => server.requestsTo(CALENDAR).at(-1)?.query;

afterEach(() => {
  jest.useRealTimers();
});

describe('/my-catalysts', () => {
  it('sends a visitor without a token to the Access Restricted view', async () => {
    const server = installFakeFetch();
    const { router } = renderApp('/my-catalysts');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/restricted');
    expect(server.requestsTo('GET /api/watchlists/')).toHaveLength(0);
  });

  it('shows a signed-in reader without a subscription the Access Restricted view with a subscribe call', async () => {
    const server = installFakeFetch(signedIn('canceled'));
    renderApp('/my-catalysts');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText(/My catalysts is for subscribers/)).toBeInTheDocument();
    const main = screen.getByRole('heading', { name: 'Access Restricted' }).closest('section') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(server.requestsTo('GET /api/watchlists/')).toHaveLength(0);
  });

  it('shows the restricted view when the API says the account has no subscription', async () => {
    installFakeFetch({ ...signedIn('active'), 'GET /api/watchlists/': { status: 403, body: { detail: 'No subscription.' } } });
    renderApp('/my-catalysts');
    expect(await screen.findByText(/My catalysts is for subscribers/)).toBeInTheDocument();
  });

  it('shows the first list’s calendar, and another list’s when it is picked', async () => {
    const server = subscriberServer();
    const { user, router } = renderApp('/my-catalysts');

    const picker = await screen.findByRole('combobox', { name: 'List' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Core holdings (3)', 'Biotech watch (2)']);
    expect(await screen.findByRole('rowheader', { name: 'AAPL' })).toBeInTheDocument();
    expect(lastCalendarQuery(server)?.get('watchlist')).toBe('11');

    await user.selectOptions(picker, 'Biotech watch (2)');
    await waitFor(() => expect(lastCalendarQuery(server)?.get('watchlist')).toBe('12'));
    expect(router.state.location.search).toBe('?watchlist=12');
    expect(screen.getByRole('heading', { name: 'Tickers in Biotech watch' })).toBeInTheDocument();
  });

  it('opens the list the address names, keeps it through a filter, and leaves macro rows out on request', async () => {
    const server = subscriberServer();
    const { user } = renderApp('/my-catalysts?watchlist=12');
    expect(await screen.findByRole('combobox', { name: 'List' })).toHaveValue('12');
    await waitFor(() => expect(lastCalendarQuery(server)?.get('watchlist')).toBe('12'));
    expect(lastCalendarQuery(server)?.has('macro')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Economic releases and market days' }));
    await waitFor(() => expect(lastCalendarQuery(server)?.get('macro')).toBe('false'));
    expect(lastCalendarQuery(server)?.get('watchlist')).toBe('12');
  });

  it.each([
    ['Today', '2026-07-13', '2026-07-13'],
    ['7 days', '2026-07-13', '2026-07-20'],
    ['30 days', '2026-07-13', '2026-08-12'],
  ])('filters to %s from today', async (label, from, to) => {
    fixDate();
    const server = subscriberServer();
    const { user } = renderApp('/my-catalysts?watchlist=11&view=mosaic');
    const within_ = await screen.findByRole('group', { name: 'Within' });

    await user.click(within(within_).getByRole('button', { name: label }));
    await waitFor(() => expect(lastCalendarQuery(server)?.get('date_from')).toBe(from));
    expect(lastCalendarQuery(server)?.get('date_to')).toBe(to);
    expect(lastCalendarQuery(server)?.get('watchlist')).toBe('11');
    // A range of days is a table: the mosaic shows weeks.
    expect(await screen.findByRole('rowheader', { name: 'AAPL' })).toBeInTheDocument();
    await waitFor(() => expect(within(within_).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('offers the list’s feed to Google Calendar, Apple and Outlook, and copies its address', async () => {
    subscriberServer();
    const { user } = renderApp('/my-catalysts');
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    const feed = within(await screen.findByRole('group', { name: 'Calendar feed of Core holdings' }));
    expect(feed.getByRole('link', { name: 'Subscribe in Google Calendar' })).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/r?cid=webcal://marketcatalysts.example/ics/0f3a9c2e7b1d4a6f8e2c0b9d7a5f3e1c.ics',
    );
    expect(feed.getByRole('link', { name: 'Apple / Outlook' })).toHaveAttribute(
      'href',
      'webcal://marketcatalysts.example/ics/0f3a9c2e7b1d4a6f8e2c0b9d7a5f3e1c.ics',
    );
    await user.click(feed.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(core.ics_url);
    expect(await feed.findByText(/Link copied/)).toBeInTheDocument();
  });

  it('lists the tickers with their quote and next catalyst', async () => {
    subscriberServer({
      'GET /api/companies/AAPL/': {
        body: {
          access: 'full',
          ticker: 'AAPL',
          name: 'Apple Inc.',
          exchange: 'NASDAQ',
          sector: 'information_technology',
          industry: null,
          market_cap: 3_420_000_000_000,
          quote: { last: 212.5, change: 1.25, change_percent: 0.59, as_of: null, stale: false },
          upcoming: [earningsRow()],
          recent: [],
        },
      },
    });
    renderApp('/my-catalysts');
    const tickers = within(await screen.findByRole('region', { name: 'Tickers in Core holdings constituents' }));
    const apple = (await tickers.findByRole('link', { name: 'Apple Inc.' })).closest('tr') as HTMLElement;
    expect(within(apple).getByText('212.50')).toBeInTheDocument();
    expect(within(apple).getByText('Earnings')).toBeInTheDocument();
    // A ticker the company API does not know keeps its place, its figures missing.
    const microsoft = (await tickers.findAllByRole('link', { name: 'MSFT' }))[0].closest('tr') as HTMLElement;
    expect(within(microsoft).getAllByText('No quote').length).toBeGreaterThan(0);
  });

  it('says so when there are no lists yet', async () => {
    installFakeFetch({ ...signedIn('trialing'), 'GET /api/watchlists/': listsAnswer([]) });
    renderApp('/my-catalysts');
    expect(await screen.findByText(/You have no lists yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a list' })).toHaveAttribute('href', '/my-catalysts/lists');
  });
});
