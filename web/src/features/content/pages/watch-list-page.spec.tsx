import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { summary, watchListIndex, watchListPost } from '../content-fixtures.test-helper.js';

const weeklyPost = summary('watch-list', 'week-of-2026-11-23', { title: 'Week of November 23, 2026', tickers: ['JPM', 'HD'] });
const cryptoPost = summary('watch-list', 'spot-bitcoin-and-ether-etf-flows', {
  title: 'Spot Bitcoin and Ether ETF Flows',
  list: 'crypto',
  tickers: ['IBIT', 'COIN'],
});

describe('watch lists', () => {
  it('/watch-lists shows the posts of every list, each marked with its list', async () => {
    installFakeFetch({ 'GET /api/watch-lists/all/': { body: watchListIndex('all', [weeklyPost, cryptoPost]) } });
    renderApp('/watch-lists');

    expect(await screen.findByRole('heading', { level: 1, name: 'Watch Lists' })).toBeInTheDocument();
    const crypto = within(
      await screen.findByRole('link', { name: 'Spot Bitcoin and Ether ETF Flows' }).then((link) => link.closest('article')!),
    );
    expect(crypto.getByText('Crypto Watch List')).toBeInTheDocument();
    expect(crypto.getByRole('link')).toHaveAttribute('href', '/crypto-watch-list/spot-bitcoin-and-ether-etf-flows');
    expect(crypto.getByText('IBIT · COIN')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Watch lists' })).getByRole('link', { name: 'All lists' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/weekly-watch-list', 'weekly', 'Weekly Watch List'],
    ['/market-catalysts-watch-list', 'market-catalysts', 'Market Catalysts Watch List'],
    ['/stock-watch-list', 'stock', 'Stock Watch List'],
    ['/crypto-watch-list', 'crypto', 'Crypto Watch List'],
  ] as const)('%s lists the posts of the %s list', async (path, list, title) => {
    const server = installFakeFetch({ [`GET /api/watch-lists/${list}/`]: { body: watchListIndex(list, [weeklyPost]) } });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Week of November 23, 2026' })).toBeInTheDocument();
    expect(server.requestsTo(`GET /api/watch-lists/${list}/`)).toHaveLength(1);
    expect(document.title).toBe(`${title} · Market Catalysts`);
  });

  it('says so when a list has no posts yet', async () => {
    installFakeFetch({ 'GET /api/watch-lists/stock/': { body: watchListIndex('stock', []) } });
    renderApp('/stock-watch-list');

    expect(await screen.findByText('No posts on this watch list yet.')).toBeInTheDocument();
  });
});

describe('a watch-list post', () => {
  const POST_API = 'GET /api/watch-lists/weekly/week-of-2026-11-23/';

  it('shows each pick’s thesis with its delayed quote and next catalyst, a missing quote as missing', async () => {
    installFakeFetch({
      [POST_API]: { body: watchListPost('weekly', 'week-of-2026-11-23', { title: 'Week of November 23, 2026' }) },
    });
    renderApp('/weekly-watch-list/week-of-2026-11-23');

    expect(await screen.findByRole('heading', { level: 1, name: 'Week of November 23, 2026' })).toBeInTheDocument();
    expect(screen.getByText('Delayed quotes as of Nov 23, 3:45 PM EST.', { exact: false })).toBeInTheDocument();

    const jpm = within(screen.getByRole('article', { name: 'JPM' }));
    expect(jpm.getByText('JPMorgan Chase & Co.')).toBeInTheDocument();
    expect(jpm.getByText('Last').nextElementSibling).toHaveTextContent('243.18');
    expect(jpm.getByText('+0.67%')).toHaveClass('market-change--gain');
    expect(jpm.getByText('Next catalyst').nextElementSibling).toHaveTextContent('EarningsJan 14, 2027');
    expect(jpm.getByText(/Bank earnings open the season/)).toBeInTheDocument();
    expect(jpm.getByRole('link', { name: 'JPM' })).toHaveAttribute('href', '/company/JPM');

    expect(within(screen.getByRole('article', { name: 'HD' })).getByText('-0.79%')).toHaveClass('market-change--loss');

    const unquoted = within(screen.getByRole('article', { name: 'ZZZZ' }));
    expect(unquoted.getByText('Last').nextElementSibling).toHaveTextContent('—No quote');
    expect(unquoted.getByText('Change %').nextElementSibling).toHaveTextContent('—No quote');
    expect(unquoted.getByText('Next catalyst').nextElementSibling).toHaveTextContent('—No upcoming catalyst');
  });

  it('leads back to its list and to all watch lists', async () => {
    installFakeFetch({ 'GET /api/watch-lists/crypto/miners/': { body: watchListPost('crypto', 'miners') } });
    renderApp('/crypto-watch-list/miners');

    const breadcrumb = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Crypto Watch List' })).toHaveAttribute('href', '/crypto-watch-list');
    expect(breadcrumb.getByRole('link', { name: 'Watch Lists' })).toHaveAttribute('href', '/watch-lists');
  });

  it('shows the not-found view for a post the list does not have', async () => {
    installFakeFetch();
    renderApp('/stock-watch-list/no-such-post');

    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
