import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { summary } from '../content-fixtures.test-helper.js';

describe('/resources', () => {
  it('lists every guide with the calendars and the portfolios', async () => {
    installFakeFetch({
      'GET /api/guides/': {
        body: {
          results: [
            summary('guide', 'catalysts-guide', { title: 'What Is a Stock Market Catalyst?' }),
            summary('guide', 'options-strategies-guide', { title: 'Options Strategies Around Catalysts', reading_minutes: 9 }),
          ],
        },
      },
    });
    renderApp('/resources');

    const guides = within(await screen.findByRole('region', { name: 'Guides' }));
    expect(await guides.findByRole('link', { name: 'What Is a Stock Market Catalyst?' })).toHaveAttribute(
      'href',
      '/catalysts-guide',
    );
    expect(guides.getByRole('link', { name: 'Options Strategies Around Catalysts' })).toHaveAttribute(
      'href',
      '/options-strategies-guide',
    );
    expect(guides.getByText('9 min read')).toBeInTheDocument();

    const calendars = within(screen.getByRole('region', { name: 'Catalyst calendars' }));
    expect(calendars.getByRole('link', { name: 'Earnings Calendar' })).toHaveAttribute('href', '/earnings-calendar');
    const portfolios = within(screen.getByRole('region', { name: 'Portfolios' }));
    expect(portfolios.getByRole('link', { name: 'Flagship 110 Portfolio' })).toHaveAttribute(
      'href',
      '/invest/portfolios/market-catalysts-flagship-stocks',
    );
    expect(portfolios.getAllByRole('link')).toHaveLength(13);
    expect(document.title).toBe('Resources · Market Catalysts');
  });

  it('still shows the calendars and portfolios when the guides cannot be loaded', async () => {
    installFakeFetch({ 'GET /api/guides/': { status: 503, body: { detail: 'Service temporarily unavailable.' } } });
    renderApp('/resources');

    expect(await screen.findByText('We could not load the guides right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Catalyst calendars' })).toBeInTheDocument();
  });
});

describe('/strapi-data', () => {
  const index = {
    count: 3,
    results: [
      summary('watch-list', 'week-of-2026-11-23', { title: 'Week of November 23, 2026', published: '2026-11-22' }),
      summary('article', 'tax-loss-selling-season', { title: 'Tax-Loss Selling Season', published: '2026-11-12' }),
      summary('guide', 'ipo-catalysts-guide', { title: 'IPO Catalysts', published: '2026-10-01' }),
    ],
  };

  it('lists every published item newest first, with its kind', async () => {
    installFakeFetch({ 'GET /api/content/': { body: index } });
    renderApp('/strapi-data');

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Nov 22, 2026', 'Week of November 23, 2026', 'Weekly Watch List', 'Market Catalysts Research'],
      ['Nov 12, 2026', 'Tax-Loss Selling Season', 'Article', 'Market Catalysts Research'],
      ['Oct 1, 2026', 'IPO Catalysts', 'Guide', 'Market Catalysts Research'],
    ]);
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/articles/tax-loss-selling-season');
  });

  it('narrows to one kind through the address', async () => {
    installFakeFetch({ 'GET /api/content/': { body: index } });
    const { user, router } = renderApp('/strapi-data');

    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: 'Guides' }));
    expect(router.state.location.search).toBe('?kind=guide');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('IPO Catalysts');
  });
});
