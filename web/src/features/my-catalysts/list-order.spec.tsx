import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Watchlist } from '@mc/api';
import { installFakeFetch, type FakeAnswer, type RecordedRequest } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { biotech, listsAnswer, sampleList, signedIn } from './watchlist-fixtures.test-helper.js';

const core = sampleList();
const semis = sampleList({ id: 13, name: 'Semis', tickers: ['NVDA', 'AMD'] });

const shownNames = () =>
  within(screen.getByRole('region', { name: /^Your lists/ }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/**
 * A server keeping the account's order: GET answers it, PUT /order/ sets it (or `refuse` answers instead).
 * PUTs wait until `release()`: what the screen shows meanwhile is the optimistic order.
 */
function orderServer(refuse?: FakeAnswer) {
  let stored: Watchlist[] = [core, biotech, semis];
  const server = installFakeFetch({
    ...signedIn('active'),
    'GET /api/watchlists/': () => listsAnswer(stored) as FakeAnswer,
    'GET /api/portfolios/': { body: { results: [] } },
    'PUT /api/watchlists/order/': ({ body }: RecordedRequest) => {
      if (refuse) return refuse;
      const ids = (body as { ids: number[] }).ids;
      stored = ids.map((id) => stored.find((list) => list.id === id)!);
      return listsAnswer(stored) as FakeAnswer;
    },
  });
  const answer = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') await released;
    return answer(input, init);
  };
  return { release, orders: () => server.requestsTo('PUT /api/watchlists/order/').map((request) => request.body) };
}

describe('/my-catalysts/lists: the order of the lists', () => {
  it('moves a list up and down from the keyboard, at once on screen, keeping the focus on the pressed button', async () => {
    const { release, orders } = orderServer();
    const { user } = renderApp('/my-catalysts/lists');
    await screen.findByRole('heading', { name: 'Semis' });
    expect(shownNames()).toEqual(['Core holdings', 'Biotech watch', 'Semis']);
    expect(screen.getByRole('button', { name: 'Move Core holdings up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Semis down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Semis up' }).focus();
    await user.keyboard('{Enter}');
    // On screen at once, before the bff answers.
    await waitFor(() => expect(shownNames()).toEqual(['Core holdings', 'Semis', 'Biotech watch']));
    expect(orders()).toEqual([]);
    release();
    await waitFor(() => expect(orders()).toEqual([{ ids: [11, 13, 12] }]));
    expect(screen.getByRole('button', { name: 'Move Semis up' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(orders()).toHaveLength(2));
    expect(orders()[1]).toEqual({ ids: [13, 11, 12] });
    // At the top, "up" is disabled: the focus goes to "down" so the keyboard can go on.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Semis down' })).toHaveFocus());
    await waitFor(() => expect(shownNames()).toEqual(['Semis', 'Core holdings', 'Biotech watch']));
  });

  it('puts the order back and says why when the bff refuses it', async () => {
    const { orders, release } = orderServer({
      status: 400,
      body: { ids: ['Name every one of your lists: 14 is missing.'] },
    });
    const { user } = renderApp('/my-catalysts/lists');
    await screen.findByRole('heading', { name: 'Semis' });

    await user.click(screen.getByRole('button', { name: 'Move Core holdings down' }));
    await waitFor(() => expect(shownNames()).toEqual(['Biotech watch', 'Core holdings', 'Semis']));
    release();
    await waitFor(() => expect(orders()).toEqual([{ ids: [12, 11, 13] }]));
    expect(await screen.findByText('Name every one of your lists: 14 is missing.')).toHaveAttribute('role', 'alert');
    expect(shownNames()).toEqual(['Core holdings', 'Biotech watch', 'Semis']);
  });
});
