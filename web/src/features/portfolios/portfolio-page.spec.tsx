import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { catalyst, FLAGSHIP_API, FLAGSHIP_PATH, flagshipDetail, flagshipRow } from './portfolio-fixtures.test-helper.js';

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const tickers = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('/invest/portfolios/{slug}', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a visitor the first 10 rows and the call to subscribe', async () => {
    installFakeFetch({ [FLAGSHIP_API]: { body: flagshipDetail('preview') } });
    renderApp(FLAGSHIP_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Market Catalysts Flagship 110' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(tickers().slice(0, 3)).toEqual(['TSLA', 'AAPL', 'C']);
    expect(screen.getByRole('heading', { name: 'Subscribe to see all 110 stocks' })).toBeInTheDocument();
    expect(screen.getByText(/You are seeing the first 10 of the 110 stocks/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe for full access' })).toHaveAttribute('href', '/register');
  });

  // 110 rows of the whole app in jsdom: more than the 5 s default on a busy machine.
  it('shows a subscriber all 110 rows with prices, and no call to subscribe', async () => {
    window.localStorage.setItem('token', 'subscriber-token');
    const server = installFakeFetch({
      [FLAGSHIP_API]: { body: flagshipDetail('full') },
      'GET /usermanagement/profile/': { body: { id: 1, username: 'pat', email: 'pat@example.com' } },
    });
    renderApp(FLAGSHIP_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Market Catalysts Flagship 110' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(110);
    expect(screen.queryByRole('link', { name: 'Subscribe for full access' })).not.toBeInTheDocument();
    expect(server.requestsTo(FLAGSHIP_API).at(-1)?.headers.Authorization).toBe('Token subscriber-token');

    const bp = bodyRows()[109];
    const cells = within(bp).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('110');
    expect(cells[1]).toHaveTextContent('BP');
    expect(within(bp).getByRole('link', { name: 'BP' })).toHaveAttribute('href', '/company/BP');
    expect(cells[4]).toHaveTextContent('397.50');
    expect(cells[7]).toHaveTextContent('$45.5B');
  }, 15_000);

  it('never shows the subscriber’s rows after a logout, even when the visitor’s answer fails', async () => {
    window.localStorage.setItem('token', 'subscriber-token');
    const server = installFakeFetch({
      [FLAGSHIP_API]: (request) =>
        request.headers.Authorization ? { body: flagshipDetail('full') } : { status: 503, body: { detail: 'Down.' } },
      'GET /usermanagement/profile/': { body: { id: 1, username: 'pat', email: 'pat@example.com' } },
      'POST /auth/token/logout/': { status: 204 },
    });
    const { router, user } = renderApp(FLAGSHIP_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Market Catalysts Flagship 110' });
    expect(bodyRows()).toHaveLength(110);

    await user.click(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Log In' });
    await act(() => router.navigate(FLAGSHIP_PATH));

    // The visitor's own query fails; the subscriber's answer is not a fallback for it.
    expect(await screen.findByText(/We could not load the portfolio right now\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const afterLogout = server.requestsTo(FLAGSHIP_API).slice(1);
    expect(afterLogout.length).toBeGreaterThan(0);
    expect(afterLogout.every((request) => request.headers.Authorization === undefined)).toBe(true);
  }, 15_000);

  it('shows a missing quote as missing (an em dash with words for screen readers), never as 0', async () => {
    const rows = [
      flagshipRow(1),
      flagshipRow(2, { last: null, change: null, change_percent: null, market_cap: null, next_catalyst: null }),
    ];
    installFakeFetch({ [FLAGSHIP_API]: { body: { ...flagshipDetail('full', rows), count: 2 } } });
    renderApp(FLAGSHIP_PATH);

    await screen.findByRole('table');
    const cells = within(bodyRows()[1]).getAllByRole('cell');
    for (const index of [4, 5, 6]) {
      expect(cells[index]).toHaveTextContent('—No quote');
      expect(cells[index]).not.toHaveTextContent('0');
    }
    expect(cells[7]).toHaveTextContent('—Market cap unknown');
    expect(cells[8]).toHaveTextContent('—No upcoming catalyst');
  });

  it('shows each row’s next catalyst with its type and date', async () => {
    installFakeFetch({ [FLAGSHIP_API]: { body: flagshipDetail('preview') } });
    renderApp(FLAGSHIP_PATH);

    await screen.findByRole('table');
    const catalystCell = within(bodyRows()[0]).getAllByRole('cell')[8];
    expect(catalystCell).toHaveTextContent('EarningsDec 2, 2026');
    expect(within(catalystCell).getByText('Dec 2, 2026')).toHaveAttribute('datetime', '2026-12-02');
    expect(catalystCell).not.toHaveTextContent('est.');
  });

  it('marks a next catalyst whose date is only estimated', async () => {
    const estimated = flagshipRow(1, {
      next_catalyst: catalyst({ date: '2027-02-22', date_status: 'estimated', session: 'unknown', ticker: 'TSLA' }),
    });
    installFakeFetch({ [FLAGSHIP_API]: { body: { ...flagshipDetail('full', [estimated]), count: 1 } } });
    renderApp(FLAGSHIP_PATH);

    await screen.findByRole('table');
    const catalystCell = within(bodyRows()[0]).getAllByRole('cell')[8];
    expect(catalystCell).toHaveTextContent('EarningsFeb 22, 2027est.');
    expect(within(catalystCell).getByTitle('Estimated date, not yet confirmed')).toBeInTheDocument();
  });

  it('sorts by a column, biggest first for numbers, and turns around on a second click', async () => {
    const rows = [
      flagshipRow(1, { change_percent: 1.5 }),
      flagshipRow(2, { change_percent: null, last: null, change: null }),
      flagshipRow(3, { change_percent: -2.1 }),
      flagshipRow(4, { change_percent: 3.2 }),
    ];
    installFakeFetch({ [FLAGSHIP_API]: { body: { ...flagshipDetail('full', rows), count: 4 } } });
    const { user } = renderApp(FLAGSHIP_PATH);

    await screen.findByRole('table');
    expect(tickers()).toEqual(['TSLA', 'AAPL', 'C', 'MSFT']);
    const header = screen.getByRole('columnheader', { name: /Change %/ });
    expect(screen.getByRole('columnheader', { name: /Rank/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(tickers()).toEqual(['MSFT', 'TSLA', 'C', 'AAPL']);

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Without a quote, AAPL stays last either way.
    expect(tickers()).toEqual(['C', 'TSLA', 'MSFT', 'AAPL']);

    await user.click(within(screen.getByRole('columnheader', { name: /Ticker/ })).getByRole('button'));
    expect(tickers()).toEqual(['AAPL', 'C', 'MSFT', 'TSLA']);
  });

  it('shows the not-found view for a slug the API does not know', async () => {
    installFakeFetch({ 'GET /api/portfolios/penny-stocks/': { status: 404, body: { detail: 'Not found.' } } });
    renderApp('/invest/portfolios/penny-stocks');

    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('offers a retry when the portfolio cannot be loaded', async () => {
    let answer: 'fail' | 'ok' = 'fail';
    installFakeFetch({
      [FLAGSHIP_API]: () =>
        answer === 'fail'
          ? { status: 503, body: { detail: 'Service temporarily unavailable.' } }
          : { body: flagshipDetail('preview') },
    });
    const { user } = renderApp(FLAGSHIP_PATH);

    expect(await screen.findByText(/We could not load the portfolio right now\./)).toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Catalysts Flagship 110' })).toBeInTheDocument();
  });

  it('sets the document title, description and canonical link', async () => {
    installFakeFetch({ [FLAGSHIP_API]: { body: flagshipDetail('preview') } });
    renderApp(FLAGSHIP_PATH);

    await screen.findByRole('table');
    expect(document.title).toBe('Market Catalysts Flagship 110 · Market Catalysts');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The 110 stocks our ticker tape follows, in its fixed ranking.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost${FLAGSHIP_PATH}`);
  });

  it('loads the quotes again every 5 minutes and keeps the rows when a refresh fails', async () => {
    jest.useFakeTimers();
    let answer: 'first' | 'second' | 'down' = 'first';
    const server = installFakeFetch({
      [FLAGSHIP_API]: () => {
        if (answer === 'down') return { status: 503, body: { detail: 'Service temporarily unavailable.' } };
        return { body: flagshipDetail('preview', [flagshipRow(1, { last: answer === 'first' ? 401.1 : 402.2 })]) };
      },
    });
    renderApp(FLAGSHIP_PATH);
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(within(bodyRows()[0]).getAllByRole('cell')[4]).toHaveTextContent('401.10');

    answer = 'second';
    await act(() => jest.advanceTimersByTimeAsync(299_000));
    expect(server.requestsTo(FLAGSHIP_API)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(server.requestsTo(FLAGSHIP_API)).toHaveLength(2);
    await waitFor(() => expect(within(bodyRows()[0]).getAllByRole('cell')[4]).toHaveTextContent('402.20'));

    answer = 'down';
    await act(() => jest.advanceTimersByTimeAsync(300_000));
    // The refresh and its retries fail (waitFor moves the fake clock on); the rows stay.
    expect(await screen.findByText('The latest refresh failed; these are the prices we last received.')).toBeInTheDocument();
    expect(within(bodyRows()[0]).getAllByRole('cell')[4]).toHaveTextContent('402.20');
  });
});
