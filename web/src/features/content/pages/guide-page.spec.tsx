import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { item } from '../content-fixtures.test-helper.js';

const GUIDE_API = 'GET /api/guides/earnings-catalysts-guide/';
const guide = item('guide', 'earnings-catalysts-guide', { title: 'How to Trade Earnings Catalysts' });

describe('a guide', () => {
  it('renders the guide with its headings, sections and typography, and sets the page meta', async () => {
    installFakeFetch({ [GUIDE_API]: { body: guide } });
    renderApp('/earnings-catalysts-guide');

    expect(await screen.findByText('Loading the guide…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Trade Earnings Catalysts' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: 'What moves the stock' })).toHaveAttribute('id', 'what-moves-the-stock');
    expect(main.getByRole('heading', { level: 3, name: 'The whisper number' })).toBeInTheDocument();
    expect(main.getByRole('table')).toBeInTheDocument();
    expect(main.getByText('Plan the trade before the report, not after.').closest('blockquote')).not.toBeNull();
    expect(main.getByText('By Market Catalysts Research')).toBeInTheDocument();
    expect(main.getByText('6 min read')).toBeInTheDocument();

    const toc = within(main.getByRole('navigation', { name: 'On this page' }));
    expect(toc.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#what-moves-the-stock',
      '#how-to-use-this-on-market-catalysts',
    ]);

    expect(document.title).toBe('How to Trade Earnings Catalysts · Market Catalysts');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', guide.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/earnings-catalysts-guide',
    );
  });

  it('opens links to the site’s own pages inside the app', async () => {
    installFakeFetch({ [GUIDE_API]: { body: guide } });
    const { router, user } = renderApp('/earnings-catalysts-guide');

    await user.click(await screen.findByRole('link', { name: 'earnings calendar' }));
    expect(currentPath(router)).toBe('/earnings-calendar');
  });

  it('asks for the guide its route names', async () => {
    const server = installFakeFetch({
      'GET /api/guides/market-catalysts-guide/': {
        body: item('guide', 'market-catalysts-guide', { title: 'The Market Catalysts Guide' }),
      },
    });
    renderApp('/market-catalysts-guide');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Market Catalysts Guide' })).toBeInTheDocument();
    expect(server.requestsTo('GET /api/guides/market-catalysts-guide/')).toHaveLength(1);
  });

  it('shows the not-found view when the API has no such guide', async () => {
    installFakeFetch({ 'GET /api/guides/ipo-catalysts-guide/': { status: 404, body: { detail: 'Not found.' } } });
    renderApp('/ipo-catalysts-guide');

    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('offers a retry when the guide cannot be loaded', async () => {
    let up = false;
    installFakeFetch({ [GUIDE_API]: () => (up ? { body: guide } : { status: 502, body: { detail: 'Bad gateway.' } }) });
    const { user } = renderApp('/earnings-catalysts-guide');

    expect(await screen.findByText('We could not load the guide right now. Please try again in a moment.')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Trade Earnings Catalysts' })).toBeInTheDocument();
  });
});
