import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import {
  calendarApiPath,
  calendarEndpoint,
  chooseTimeZone,
  dividendRow,
  earningsRow,
  economicRow,
  fixDate,
} from '../calendar-fixtures.test-helper.js';

const jpm = earningsRow({
  id: 'earnings-jpm',
  tickers: ['JPM'],
  ticker: 'JPM',
  company: 'JPMorgan Chase & Co.',
  date: '2026-07-16',
  time: '07:00',
  session: 'before_open',
  date_status: 'estimated',
});
const apple = earningsRow();
const untimed = earningsRow({ id: 'earnings-tba', ticker: 'ORCL', tickers: ['ORCL'], time: null, session: 'unknown' });

const dayCard = (name: RegExp) => screen.findByRole('region', { name });

describe('the mosaic', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lays the week out as day cards, earnings split before the open and after the close, with logos', async () => {
    installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [jpm, apple, untimed]) });
    renderApp('/earnings-calendar-mosaic');

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings Calendar' })).toBeInTheDocument();
    const thursday = await dayCard(/^Thu Jul 16/);
    const groups = within(thursday).getAllByRole('heading', { level: 3 });
    expect(groups.map((group) => group.textContent)).toEqual(['Before open (1)', 'After close (1)', 'Time TBA (1)']);
    expect(within(thursday).getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/company/AAPL');
    expect(within(thursday).getByText('4:30 PM · Q3 2026 earnings')).toBeInTheDocument();
    for (const move of within(thursday).getAllByTitle('±5.8% (avg of last 8 reports)'))
      expect(move).toHaveTextContent('Expected move ±5.8% (avg of last 8 reports)');
    expect(within(thursday).getByText('(estimated date)')).toBeInTheDocument();
    expect(thursday.querySelector('img[src="/staticfiles/company_logos/aapl.png"]')).not.toBeNull();

    // Monday to Friday always, empty days included; the weekend only when it has events.
    const days = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(days).toEqual([
      expect.stringMatching(/^Mon Jul 13.*Today.*0 events$/),
      expect.stringMatching(/^Tue Jul 14.*0 events$/),
      expect.stringMatching(/^Wed Jul 15/),
      expect.stringMatching(/^Thu Jul 16.*3 events$/),
      expect.stringMatching(/^Fri Jul 17/),
    ]);
    expect(screen.getByRole('link', { name: 'Mosaic' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the week of the address’s first day, keeps the filters, and has no custom range', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]) });
    renderApp('/earnings-calendar-mosaic?date_from=2026-07-22&date_to=2026-08-30&importance=4');

    await dayCard(/^Thu Jul 16|^Mon Jul 20/);
    const [request] = server.requestsTo(calendarApiPath('earnings'));
    expect(Object.fromEntries(request.query)).toMatchObject({ date_from: '2026-07-20', date_to: '2026-07-26', importance: '4' });
    expect(screen.queryByRole('form', { name: 'Custom range' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Table' })).toHaveAttribute(
      'href',
      '/earnings-calendar?date_from=2026-07-22&date_to=2026-08-30&importance=4',
    );
  });

  it('groups the combined calendar’s day by type, each type named on its colour', async () => {
    installFakeFetch({
      [calendarApiPath('all')]: calendarEndpoint(() => [economicRow(), dividendRow(), earningsRow({ date: '2026-07-14' })]),
    });
    renderApp('/market-catalysts-calendar-mosaic');

    const tuesday = await dayCard(/^Tue Jul 14/);
    expect(
      within(tuesday)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Earnings (1)', 'Dividend (1)', 'Economic (1)']);
    expect(within(tuesday).getByText('CPI YoY (Jun)')).toBeInTheDocument();
    expect(within(tuesday).getByText('8:30 AM')).toBeInTheDocument();
  });

  it('shows the splits calendar as a mosaic too', async () => {
    installFakeFetch({ [calendarApiPath('splits')]: calendarEndpoint(() => []) });
    renderApp('/splits-calendar-mosaic');

    expect(await screen.findByRole('heading', { level: 1, name: 'Stock Splits Calendar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No stock splits are scheduled for Jul 13 – 19, 2026.')).toBeInTheDocument());
  });
});
