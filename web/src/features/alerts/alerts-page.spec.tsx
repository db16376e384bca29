import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../testing/render-app.js';
import { biotech, listsAnswer, sampleList, signedIn } from '../my-catalysts/watchlist-fixtures.test-helper.js';
import { accountZone, confirmedFda, feedPage, sampleAlert } from './alert-fixtures.test-helper.js';

function pageServer(feed: FakeRoute, extra: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    ...signedIn('active'),
    ...accountZone('America/New_York'),
    'GET /api/watchlists/': listsAnswer([sampleList(), biotech]),
    'GET /api/alerts/unread/': { body: { unread: 1 } },
    'GET /api/alerts/': feed,
    ...extra,
  });
}

const feedList = () => within(screen.getByRole('list', { name: 'Alerts, newest first' }));
const search = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('/my-catalysts/alerts', () => {
  it('lists the alerts newest first, read and unread, with when and which list', async () => {
    pageServer({ body: feedPage([sampleAlert(), confirmedFda]) });
    renderApp('/my-catalysts/alerts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Alerts' })).toBeInTheDocument();
    const items = (await screen.findByRole('list', { name: 'Alerts, newest first' })).querySelectorAll('li');
    expect([...items].map((item) => item.querySelector('a')?.textContent)).toEqual([
      'AAPL earnings moved from Oct 29 to Nov 3 (unread)',
      'MRNA FDA date confirmed',
    ]);
    expect(items[0]).toHaveClass('alert-item--unread');
    expect(items[1]).not.toHaveClass('alert-item--unread');
    // 13:05 UTC is 9:05 AM in New York.
    expect(feedList().getByText('Oct 20, 9:05 AM')).toBeInTheDocument();
    expect(feedList().getByText('Biotech watch')).toBeInTheDocument();
    expect(screen.getByText('2 alerts, 1 unread in all')).toBeInTheDocument();
    // Only unread alerts can be marked.
    expect(feedList().getAllByRole('button', { name: /^Mark read/ })).toHaveLength(1);
  });

  it('reads its list, kind and page from the address and asks the API for them', async () => {
    const server = pageServer({
      body: feedPage([sampleAlert()], { count: 45, next: '/api/alerts/?page=3', previous: '/api/alerts/' }),
    });
    renderApp('/my-catalysts/alerts?list=12&kind=date_moved&page=2');

    await screen.findByRole('list', { name: 'Alerts, newest first' });
    const asked = server.requestsTo('GET /api/alerts/')[0].query;
    expect(Object.fromEntries(asked)).toEqual({ list: '12', kind: 'date_moved', page: '2', page_size: '20' });
    expect(await screen.findByRole('combobox', { name: 'List' })).toHaveDisplayValue('Biotech watch');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('Date moved');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/my-catalysts/alerts?list=12&kind=date_moved&page=3',
    );
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/my-catalysts/alerts?list=12&kind=date_moved');
  });

  it('filters by list and kind in the address, starting again at page 1', async () => {
    const server = pageServer({ body: feedPage([sampleAlert()]) });
    const { user, router } = renderApp('/my-catalysts/alerts?page=2');
    await screen.findByRole('list', { name: 'Alerts, newest first' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'List' }), 'Core holdings');
    expect(search(router)).toBe('?list=11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Time changed');
    expect(search(router)).toBe('?list=11&kind=time_changed');
    await waitFor(() =>
      expect(Object.fromEntries(server.requestsTo('GET /api/alerts/').at(-1)!.query)).toEqual({
        list: '11',
        kind: 'time_changed',
        page_size: '20',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'All lists');
    expect(search(router)).toBe('?kind=time_changed');
    expect(currentPath(router)).toBe('/my-catalysts/alerts');
  });

  it('marks one alert read, then all', async () => {
    const read = new Set<number | string>();
    const alerts = [sampleAlert(), sampleAlert({ id: 503, kind: 'confirmed', previous: null, current: '2026-11-03' })];
    const server = pageServer(() => ({ body: feedPage(alerts.map((alert) => ({ ...alert, read: read.has(alert.id) }))) }), {
      'GET /api/alerts/unread/': () => ({ body: { unread: alerts.length - read.size } }),
      'POST /api/alerts/read/': ({ body }) => {
        const request = body as { ids?: number[]; all?: boolean };
        for (const alert of alerts) if (request.all || request.ids?.includes(alert.id as number)) read.add(alert.id);
        return { body: { unread: alerts.length - read.size } };
      },
    });
    const { user } = renderApp('/my-catalysts/alerts');

    await user.click(await screen.findByRole('button', { name: 'Mark read: AAPL earnings confirmed for Nov 3' }));
    await waitFor(() => expect(feedList().getAllByRole('button', { name: /^Mark read/ })).toHaveLength(1));
    expect(server.requestsTo('POST /api/alerts/read/')[0].body).toEqual({ ids: [503] });
    expect(screen.getByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(feedList().queryAllByRole('button', { name: /^Mark read/ })).toHaveLength(0));
    expect(server.requestsTo('POST /api/alerts/read/')[1].body).toEqual({ all: true });
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('puts an alert back to unread when the API refuses to mark it', async () => {
    pageServer(
      { body: feedPage([sampleAlert()]) },
      { 'POST /api/alerts/read/': { status: 400, body: { ids: ['Unknown alert.'] } } },
    );
    const { user } = renderApp('/my-catalysts/alerts');

    await user.click(await screen.findByRole('button', { name: /^Mark read: AAPL earnings moved/ }));

    expect(await screen.findByText('We could not mark your alerts read. Please try again.')).toBeInTheDocument();
    expect(feedList().getByRole('link', { name: 'AAPL earnings moved from Oct 29 to Nov 3 (unread)' })).toBeInTheDocument();
    expect(feedList().getByRole('button', { name: /^Mark read/ })).toBeEnabled();
  });

  it('says how alerts come when there are none yet', async () => {
    pageServer({ body: feedPage([]) }, { 'GET /api/alerts/unread/': { body: { unread: 0 } } });
    renderApp('/my-catalysts/alerts');

    expect(await screen.findByText('No alerts yet.')).toBeInTheDocument();
    expect(screen.getByText(/Change alerts are on for every list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add tickers to a list' })).toHaveAttribute('href', '/my-catalysts/lists');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says when no alert matches the filters, and shows every alert again', async () => {
    const server = pageServer((request) => ({
      body: request.query.has('kind') ? feedPage([]) : feedPage([sampleAlert()]),
    }));
    const { user, router } = renderApp('/my-catalysts/alerts?kind=outcome');

    expect(await screen.findByText('No alerts match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every alert' }));
    expect(search(router)).toBe('');
    expect(await screen.findByRole('link', { name: /AAPL earnings moved/ })).toBeInTheDocument();
    expect(server.requestsTo('GET /api/alerts/')).toHaveLength(2);
  });

  it('offers the first page when the address names a page past the last', async () => {
    pageServer({ status: 400, body: { page: ['Invalid page.'] } });
    renderApp('/my-catalysts/alerts?page=9');
    expect(await screen.findByText('There is no page 9 of these alerts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/my-catalysts/alerts');
  });

  it('says so when the address names a list that is no longer the account’s, and offers every alert', async () => {
    pageServer((request) =>
      request.query.has('list')
        ? { status: 400, body: { list: ['Select a valid choice. That choice is not one of the available choices.'] } }
        : { body: feedPage([sampleAlert()]) },
    );
    const { user, router } = renderApp('/my-catalysts/alerts?list=99');

    expect(await screen.findByText(/That choice is not one of the available choices/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveDisplayValue('A deleted list');
    await user.click(screen.getByRole('button', { name: 'Show every alert' }));
    expect(search(router)).toBe('');
    expect(await screen.findByRole('link', { name: /AAPL earnings moved/ })).toBeInTheDocument();
  });

  it('shows a signed-in reader without a subscription the way to subscribe', async () => {
    const server = installFakeFetch(signedIn('canceled'));
    renderApp('/my-catalysts/alerts');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText(/My catalysts is for subscribers/)).toBeInTheDocument();
    expect(server.requestsTo('GET /api/alerts/')).toHaveLength(0);
  });

  it('shows the subscribe call when the API answers 403', async () => {
    pageServer({ status: 403, body: { detail: 'An active subscription is required.' } });
    renderApp('/my-catalysts/alerts');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
