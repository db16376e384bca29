import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RecordedRequest } from '../../../testing/fake-fetch.js';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { articlePage, item, summary } from '../content-fixtures.test-helper.js';

const ARTICLES_API = 'GET /api/articles/';

const newest = summary('article', 'trading-the-week-of-a-fed-meeting', {
  title: 'Trading the Week of a Fed Meeting',
  published: '2026-11-20',
  tags: ['macro'],
});
const older = summary('article', 'earnings-whisper-vs-consensus', {
  title: 'Earnings Whispers vs Consensus',
  published: '2026-10-02',
  tickers: ['NVDA'],
});

const cardTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const query = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

describe('/articles', () => {
  it('lists the articles as the API orders them (newest first), with a count', async () => {
    installFakeFetch({ [ARTICLES_API]: { body: articlePage([newest, older]) } });
    renderApp('/articles');

    expect(await screen.findByText('Loading the articles…')).toBeInTheDocument();
    expect(await screen.findByText('2 articles')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Trading the Week of a Fed Meeting', 'Earnings Whispers vs Consensus']);
    expect(screen.getByRole('link', { name: 'Earnings Whispers vs Consensus' })).toHaveAttribute(
      'href',
      '/articles/earnings-whisper-vs-consensus',
    );
    expect(document.title).toBe('Articles · Market Catalysts');
  });

  it('writes a chosen filter to the address and asks the API for it, from the first page', async () => {
    const server = installFakeFetch({
      [ARTICLES_API]: (request) => ({ body: articlePage(request.query.get('tag') === 'fda' ? [] : [newest, older]) }),
    });
    const { router, user } = renderApp('/articles?page=2');

    await screen.findByRole('option', { name: 'fda (2)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'fda');
    expect(router.state.location.search).toBe('?tag=fda');
    expect(await screen.findByText('No articles tagged “fda” yet.')).toBeInTheDocument();
    expect(query(server.requestsTo(ARTICLES_API).at(-1))).toEqual({ tag: 'fda' });

    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('2 articles')).toBeInTheDocument();
  });

  it('reads the filters and the page from the address', async () => {
    const server = installFakeFetch({
      [ARTICLES_API]: { body: articlePage([older], { count: 21, previous: '/api/articles/?ticker=NVDA&tag=earnings' }) },
    });
    renderApp('/articles?tag=earnings&ticker=nvda&page=2');

    expect(await screen.findByText('21 articles tagged “earnings” and mentioning NVDA')).toBeInTheDocument();
    expect(query(server.requestsTo(ARTICLES_API)[0])).toEqual({ tag: 'earnings', ticker: 'NVDA', page: '2' });
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('earnings');
    expect(screen.getByRole('combobox', { name: 'Ticker' })).toHaveValue('NVDA');
    expect(screen.getByRole('option', { name: 'NVDA (3)' })).toBeInTheDocument();
  });

  it('pages with links that keep the filters', async () => {
    installFakeFetch({
      [ARTICLES_API]: (request) => {
        const page = request.query.get('page') ?? '1';
        return {
          body: articlePage(page === '1' ? [newest] : [older], {
            count: 11,
            next: page === '1' ? '/api/articles/?page=2&tag=earnings' : null,
            previous: page === '1' ? null : '/api/articles/?tag=earnings',
          }),
        };
      },
    });
    const { router, user } = renderApp('/articles?tag=earnings');

    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pages.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tag=earnings&page=2');
    expect(cardTitles()).toEqual(['Earnings Whispers vs Consensus']);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/articles?tag=earnings');
  });

  it('says so when the address asks for a page past the last', async () => {
    installFakeFetch({ [ARTICLES_API]: { status: 404, body: { detail: 'Invalid page.' } } });
    renderApp('/articles?page=9');

    expect(await screen.findByText('There is no page 9 of these articles.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/articles');
  });

  it('offers a retry when the articles cannot be loaded', async () => {
    installFakeFetch({ [ARTICLES_API]: 'network-error' });
    renderApp('/articles');

    expect(await screen.findByText('We could not load the articles. Check your connection and try again.')).toBeInTheDocument();
  });
});

describe('/articles-old', () => {
  it('lists every article in the older table layout, as many per page as the API allows', async () => {
    const server = installFakeFetch({ [ARTICLES_API]: { body: articlePage([newest, older]) } });
    renderApp('/articles-old');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Nov 20, 2026', 'Oct 2, 2026']);
    expect(within(rows[0]).getByRole('link', { name: 'Trading the Week of a Fed Meeting' })).toHaveAttribute(
      'href',
      '/articles/trading-the-week-of-a-fed-meeting',
    );
    expect(query(server.requestsTo(ARTICLES_API)[0])).toEqual({ page_size: '100' });
  });
});

describe('/articles/{slug}', () => {
  const article = item('article', 'earnings-whisper-vs-consensus', {
    title: 'Earnings Whispers vs Consensus',
    tags: ['earnings', 'options'],
    tickers: ['NVDA', 'AAPL'],
  });

  it('renders the article with its headings, tags leading to the list and tickers to company pages', async () => {
    installFakeFetch({ 'GET /api/articles/earnings-whisper-vs-consensus/': { body: article } });
    renderApp('/articles/earnings-whisper-vs-consensus');

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings Whispers vs Consensus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What moves the stock' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: '#options' })).toHaveAttribute(
      'href',
      '/articles?tag=options',
    );
    expect(
      within(screen.getByRole('list', { name: 'Companies in this article' })).getByRole('link', { name: 'NVDA' }),
    ).toHaveAttribute('href', '/company/NVDA');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/articles/earnings-whisper-vs-consensus',
    );
  });

  it('shows the not-found view for an unknown slug', async () => {
    installFakeFetch();
    renderApp('/articles/no-such-article');

    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
