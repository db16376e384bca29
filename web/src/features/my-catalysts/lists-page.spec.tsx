import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Watchlist } from '@mc/api';
import { installFakeFetch, type FakeRoute, type RecordedRequest } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { biotech, listsAnswer, sampleList, signedIn } from './watchlist-fixtures.test-helper.js';

const core = sampleList();

function listsServer(extra: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    ...signedIn('active'),
    'GET /api/watchlists/': listsAnswer([core, biotech]),
    'GET /api/portfolios/': {
      body: {
        results: [
          { slug: 'market-catalysts-flagship-stocks', kind: 'flagship', title: 'Flagship 110', count: 110 },
          { slug: 'technology-stocks', kind: 'sector', title: 'Technology', count: 40 },
        ],
      },
    },
    ...extra,
  });
}

/** The list the PATCH made: the request's change applied to `list`. */
const patched =
  (list: Watchlist) =>
  ({ body }: RecordedRequest): { body: Watchlist } => {
    const change = body as { name?: string; tickers?: string[] };
    const tickers = change.tickers ?? list.tickers;
    return { body: { ...list, name: change.name ?? list.name, tickers, ticker_count: tickers.length } };
  };

const editorOf = (name: string) => within(screen.getByRole('article', { name }));

describe('/my-catalysts/lists', () => {
  it('creates a list from pasted tickers and says which values were skipped and why', async () => {
    const server = listsServer({
      'POST /api/watchlists/import/': {
        status: 201,
        body: {
          ...sampleList({ id: 21, name: 'Semis', tickers: ['NVDA', 'AMD'] }),
          skipped: [
            { value: 'ZZZZ', reason: 'Not a ticker our calendars follow.' },
            { value: '12', reason: 'Not a ticker.' },
          ],
        },
      },
    });
    const { user } = renderApp('/my-catalysts/lists');

    const form = within(await screen.findByRole('form', { name: 'New list' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Semis');
    await user.type(form.getByRole('textbox', { name: 'Tickers' }), 'NVDA, AMD ZZZZ 12');
    await user.click(form.getByRole('button', { name: 'Create list' }));

    expect(await form.findByText('Created “Semis” with 2 tickers.')).toBeInTheDocument();
    const skipped = form.getAllByRole('listitem').map((item) => item.textContent);
    expect(skipped).toEqual(['ZZZZ: Not a ticker our calendars follow.', '12: Not a ticker.']);
    expect(server.requestsTo('POST /api/watchlists/import/')[0].body).toEqual({ name: 'Semis', text: 'NVDA, AMD ZZZZ 12' });
    // The lists are read again, with the new one.
    await waitFor(() => expect(server.requestsTo('GET /api/watchlists/')).toHaveLength(2));
  });

  it('uploads a broker’s CSV as multipart/form-data with the list’s name', async () => {
    const server = listsServer({
      'POST /api/watchlists/import/': { status: 201, body: { ...sampleList({ id: 22, name: 'Broker' }), skipped: [] } },
    });
    const { user } = renderApp('/my-catalysts/lists');

    const form = within(await screen.findByRole('form', { name: 'New list' }));
    const csv = new File(['Symbol,Quantity\nAAPL,10\nMSFT,5\n'], 'positions.csv', { type: 'text/csv' });
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Broker');
    await user.upload(form.getByLabelText('Or upload a CSV'), csv);
    await user.click(form.getByRole('button', { name: 'Create list' }));

    expect(await form.findByText('Created “Broker” with 3 tickers.')).toBeInTheDocument();
    const sent = server.requestsTo('POST /api/watchlists/import/')[0];
    expect(sent.headers['Content-Type']).toBeUndefined();
    expect(sent.form?.get('name')).toBe('Broker');
    expect((sent.form?.get('file') as File).name).toBe('positions.csv');
  });

  it('asks for a name and tickers before sending anything, and shows the API’s refusal', async () => {
    const server = listsServer({
      'POST /api/watchlists/import/': { status: 400, body: { name: ['You already have a list with this name.'] } },
    });
    const { user } = renderApp('/my-catalysts/lists');
    const form = within(await screen.findByRole('form', { name: 'New list' }));

    await user.click(form.getByRole('button', { name: 'Create list' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Give the list a name.');
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Core holdings');
    await user.click(form.getByRole('button', { name: 'Create list' }));
    expect(form.getByRole('alert')).toHaveTextContent('Paste some tickers or choose a CSV file.');
    expect(server.requestsTo('POST /api/watchlists/import/')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Tickers' }), 'AAPL');
    await user.click(form.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('You already have a list with this name.'));
  });

  it('renames a list', async () => {
    const server = listsServer({ 'PATCH /api/watchlists/11/': patched(core) });
    const { user } = renderApp('/my-catalysts/lists');
    await screen.findByRole('heading', { name: 'Core holdings' });

    const editor = editorOf('Core holdings');
    const name = editor.getByRole('textbox', { name: 'Name of Core holdings' });
    await user.clear(name);
    await user.type(name, 'Long term');
    await user.click(editor.getByRole('button', { name: 'Rename' }));

    await waitFor(() => expect(server.requestsTo('PATCH /api/watchlists/11/')).toHaveLength(1));
    expect(server.requestsTo('PATCH /api/watchlists/11/')[0].body).toEqual({ name: 'Long term' });
  });

  it('reorders, removes and adds tickers', async () => {
    const server = listsServer({ 'PATCH /api/watchlists/11/': patched(core) });
    const { user } = renderApp('/my-catalysts/lists');
    await screen.findByRole('heading', { name: 'Core holdings' });
    const editor = editorOf('Core holdings');
    const patches = () => server.requestsTo('PATCH /api/watchlists/11/').map((request) => request.body);

    expect(editor.getByRole('button', { name: 'Move AAPL up' })).toBeDisabled();
    await user.click(editor.getByRole('button', { name: 'Move AAPL down' }));
    await waitFor(() => expect(patches()).toEqual([{ tickers: ['MSFT', 'AAPL', 'NVDA'] }]));

    await user.click(editor.getByRole('button', { name: 'Remove NVDA' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toEqual({ remove: ['NVDA'] });

    await user.type(editor.getByRole('textbox', { name: 'Tickers to add to Core holdings' }), 'tsla, amd aapl');
    await user.click(editor.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(patches()).toHaveLength(3));
    // AAPL is in the list already: only the new ones are sent.
    expect(patches()[2]).toEqual({ add: ['TSLA', 'AMD'] });
  });

  it('deletes a list after asking', async () => {
    const server = listsServer({ 'DELETE /api/watchlists/12/': { status: 204 } });
    const { user } = renderApp('/my-catalysts/lists');
    await screen.findByRole('heading', { name: 'Biotech watch' });

    await user.click(editorOf('Biotech watch').getByRole('button', { name: 'Delete list' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Biotech watch”?' }));
    expect(server.requestsTo('DELETE /api/watchlists/12/')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete list' }));

    await waitFor(() => expect(server.requestsTo('DELETE /api/watchlists/12/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives a list’s feed a new address', async () => {
    const server = listsServer({
      'POST /api/watchlists/11/ics/rotate/': { body: sampleList({ ics_url: 'https://x.example/ics/new.ics' }) },
    });
    const { user } = renderApp('/my-catalysts/lists');
    await screen.findByRole('heading', { name: 'Core holdings' });

    await user.click(editorOf('Core holdings').getByRole('button', { name: 'New feed address' }));
    expect(await editorOf('Core holdings').findByText(/the old one no longer answers/)).toBeInTheDocument();
    expect(server.requestsTo('POST /api/watchlists/11/ics/rotate/')).toHaveLength(1);
  });

  it('makes a list of a portfolio’s members', async () => {
    const server = listsServer({
      'POST /api/watchlists/from-portfolio/': {
        status: 201,
        body: sampleList({ id: 30, name: 'Technology', tickers: Array.from({ length: 40 }, (_, index) => `T${index}`) }),
      },
    });
    const { user } = renderApp('/my-catalysts/lists');

    const section = within(await screen.findByRole('region', { name: 'From a portfolio' }));
    await user.selectOptions(await section.findByRole('combobox', { name: 'Portfolio' }), 'Technology (40)');
    await user.click(section.getByRole('button', { name: 'Add all 40 to a list' }));

    expect(await section.findByText(/Created “Technology” with 40 tickers/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'See its catalysts' })).toHaveAttribute('href', '/my-catalysts?watchlist=30');
    expect(server.requestsTo('POST /api/watchlists/from-portfolio/')[0].body).toEqual({ slug: 'technology-stocks' });
  });
});
