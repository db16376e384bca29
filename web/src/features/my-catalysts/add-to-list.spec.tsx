import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  calendarApiPath,
  calendarEndpoint,
  chooseTimeZone,
  earningsRow,
  economicRow,
  fdaRow,
  fixDate,
} from '../calendars/calendar-fixtures.test-helper.js';
import { withScrollAreaHeight } from '../calendars/calendar-layout.test-helper.js';
import { FLAGSHIP_API, FLAGSHIP_PATH, flagshipDetail } from '../portfolios/portfolio-fixtures.test-helper.js';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { biotech, listsAnswer, sampleList, signedIn } from './watchlist-fixtures.test-helper.js';

withScrollAreaHeight(600);

const core = sampleList();

function calendarServer(routes: Record<string, FakeRoute>) {
  return installFakeFetch({
    [calendarApiPath('fda')]: calendarEndpoint(() => [fdaRow()]),
    [calendarApiPath('earnings')]: calendarEndpoint(() => [earningsRow()]),
    ...routes,
  });
}

const rowOf = async (ticker: string) => (await screen.findByRole('rowheader', { name: ticker })).closest('tr') as HTMLElement;

describe('the Add to list star', () => {
  it('lists a subscriber’s lists, ticked where the ticker is, and adds or removes it with one PATCH', async () => {
    const server = calendarServer({
      ...signedIn('active'),
      'GET /api/watchlists/': listsAnswer([core, biotech]),
      'PATCH /api/watchlists/11/': { body: sampleList({ tickers: [...core.tickers, 'MRNA'] }) },
      'PATCH /api/watchlists/12/': { body: sampleList({ id: 12, tickers: ['VRTX'] }) },
    });
    const { user } = renderApp('/fda-calendar');

    const star = await within(await rowOf('MRNA')).findByRole('button', { name: 'MRNA is in your lists: change' });
    await user.click(star);
    const popover = within(screen.getByRole('group', { name: 'Lists for MRNA' }));
    expect(popover.getByRole('checkbox', { name: /Core holdings/ })).not.toBeChecked();
    expect(popover.getByRole('checkbox', { name: /Biotech watch/ })).toBeChecked();

    await user.click(popover.getByRole('checkbox', { name: /Core holdings/ }));
    await waitFor(() => expect(server.requestsTo('PATCH /api/watchlists/11/')).toHaveLength(1));
    expect(server.requestsTo('PATCH /api/watchlists/11/')[0].body).toEqual({ add: ['MRNA'] });

    await user.click(popover.getByRole('checkbox', { name: /Biotech watch/ }));
    await waitFor(() => expect(server.requestsTo('PATCH /api/watchlists/12/')).toHaveLength(1));
    expect(server.requestsTo('PATCH /api/watchlists/12/')[0].body).toEqual({ remove: ['MRNA'] });
    // The lists are read again after each change.
    await waitFor(() => expect(server.requestsTo('GET /api/watchlists/').length).toBeGreaterThanOrEqual(3));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Lists for MRNA' })).not.toBeInTheDocument();
    expect(star).toHaveFocus();
  });

  it('shows the API’s refusal in the popover', async () => {
    calendarServer({
      ...signedIn('trialing'),
      'GET /api/watchlists/': listsAnswer([core]),
      'PATCH /api/watchlists/11/': { status: 400, body: { add: ['A list holds at most 200 tickers.'] } },
    });
    const { user } = renderApp('/earnings-calendar');

    await user.click(await within(await rowOf('AAPL')).findByRole('button', { name: 'AAPL is in your lists: change' }));
    await user.click(screen.getByRole('checkbox', { name: /Core holdings/ }));
    expect(await screen.findByText('A list holds at most 200 tickers.')).toBeInTheDocument();
  });

  it('offers a subscriber without lists to create one', async () => {
    calendarServer({ ...signedIn('active'), 'GET /api/watchlists/': listsAnswer([]) });
    const { user } = renderApp('/earnings-calendar');

    await user.click(await within(await rowOf('AAPL')).findByRole('button', { name: 'Add AAPL to a list' }));
    expect(screen.getByText('You have no lists yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a list' })).toHaveAttribute('href', '/my-catalysts/lists');
  });

  describe('on the mosaic’s tiles and the month’s events', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it.each([
      ['a mosaic tile', '/earnings-calendar-mosaic', () => screen.findByRole('region', { name: /Thu Jul 16/ })],
      ['an event of the month', '/calendar', () => screen.findByRole('cell', { name: /Thursday, July 16/ })],
    ])('adds the ticker of %s to a list, and names none for a row without a company', async (_where, path, place) => {
      fixDate();
      chooseTimeZone('America/New_York');
      const server = installFakeFetch({
        ...signedIn('active'),
        [calendarApiPath('earnings')]: calendarEndpoint(() => [earningsRow()]),
        [calendarApiPath('all')]: calendarEndpoint(() => [earningsRow(), economicRow({ date: '2026-07-16' })]),
        'GET /api/watchlists/': listsAnswer([biotech]),
        'PATCH /api/watchlists/12/': { body: sampleList({ id: 12, tickers: [...biotech.tickers, 'AAPL'] }) },
      });
      const { user } = renderApp(path);

      const day = within(await place());
      const star = await day.findByRole('button', { name: 'Add AAPL to a list' });
      expect(day.getAllByRole('button', { name: /to a list|in your lists/ })).toHaveLength(1);
      star.focus();
      await user.keyboard('{Enter}');
      await user.click(
        within(screen.getByRole('group', { name: 'Lists for AAPL' })).getByRole('checkbox', { name: /Biotech watch/ }),
      );
      await waitFor(() => expect(server.requestsTo('PATCH /api/watchlists/12/')).toHaveLength(1));
      expect(server.requestsTo('PATCH /api/watchlists/12/')[0].body).toEqual({ add: ['AAPL'] });
    });

    it.each(['/earnings-calendar-mosaic', '/calendar'])('is not on %s for a reader without a subscription', async (path) => {
      fixDate();
      const server = installFakeFetch({
        ...signedIn('canceled'),
        [calendarApiPath('earnings')]: calendarEndpoint(() => [earningsRow()]),
        [calendarApiPath('all')]: calendarEndpoint(() => [earningsRow()]),
      });
      renderApp(path);
      expect(await screen.findByText('AAPL')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /to a list|in your lists/ })).not.toBeInTheDocument();
      expect(server.requestsTo('GET /api/watchlists/')).toHaveLength(0);
    });
  });

  it.each([
    ['a visitor', {}],
    ['a reader without a subscription', signedIn('canceled')],
  ])('is not there for %s, and the lists are never asked for', async (_who, routes) => {
    const server = calendarServer(routes);
    renderApp('/earnings-calendar');
    const apple = await rowOf('AAPL');
    expect(within(apple).getByRole('button', { name: 'Add AAPL to calendar' })).toBeInTheDocument();
    expect(within(apple).queryByRole('button', { name: /to a list|in your lists/ })).not.toBeInTheDocument();
    expect(server.requestsTo('GET /api/watchlists/')).toHaveLength(0);
  });

  it('is on each portfolio row and the company page, with Add all N to a list on the portfolio', async () => {
    const server = installFakeFetch({
      ...signedIn('active'),
      'GET /api/watchlists/': listsAnswer([core]),
      [FLAGSHIP_API]: { body: flagshipDetail('full') },
      'POST /api/watchlists/from-portfolio/': { status: 201, body: sampleList({ id: 40, name: 'Flagship 110' }) },
    });
    const { user, router } = renderApp(FLAGSHIP_PATH);

    const table = await screen.findByRole('region', { name: /constituents$/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('button', { name: /to a list|in your lists/ })).toBeInTheDocument();
    const count = flagshipDetail('full').count;
    await user.click(screen.getByRole('button', { name: `Add all ${count} to a list` }));
    await waitFor(() => expect(server.requestsTo('POST /api/watchlists/from-portfolio/')).toHaveLength(1));
    expect(server.requestsTo('POST /api/watchlists/from-portfolio/')[0].body).toEqual({
      slug: 'market-catalysts-flagship-stocks',
    });

    await router.navigate('/company/AAPL');
    expect(await screen.findByRole('button', { name: 'In your lists' })).toHaveAttribute('aria-expanded', 'false');
  });
});
