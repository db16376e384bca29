import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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

describe('the calendars hub', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows every calendar with this week’s count and its next important events, linking to each view', async () => {
    const reported = earningsRow({
      id: 'done',
      ticker: 'JPM',
      tickers: ['JPM'],
      date: '2026-07-13',
      time: '07:00',
      starts_at: '2026-07-13T11:00:00.000Z',
    });
    const server = installFakeFetch({
      [calendarApiPath('all')]: calendarEndpoint(() => [reported, earningsRow(), economicRow(), dividendRow()]),
    });
    renderApp('/stock-market-catalyst-calendars-home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Stock Market Catalyst Calendars' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    const earnings = (await main.findByRole('link', { name: 'Earnings Calendar' })).closest('li')!;
    expect(earnings).toHaveTextContent('2 earnings reports this week');
    // Reported this morning: no longer "next".
    expect(within(earnings).queryByRole('link', { name: 'JPM' })).not.toBeInTheDocument();
    expect(within(earnings).getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/company/AAPL');
    expect(earnings).toHaveTextContent('Thu Jul 16, 4:30 PM');
    expect(within(earnings).getByRole('link', { name: 'Mosaic' })).toHaveAttribute('href', '/earnings-calendar-mosaic');

    const fda = main.getByRole('link', { name: 'FDA Calendar' }).closest('li')!;
    expect(fda).toHaveTextContent('0 FDA events this week');
    expect(fda).toHaveTextContent('Nothing more this week.');
    const dividends = main.getByRole('link', { name: 'Dividend Calendar' }).closest('li')!;
    expect(dividends).toHaveTextContent('1 ex-dividend date this week');
    expect(dividends).toHaveTextContent('Tue Jul 14, All day');

    for (const [name, href] of [
      ['IPO Calendar', '/ipo-calendar'],
      ['Stock Splits Calendar', '/splits-calendar'],
      ['Conference Calendar', '/conference-calendar'],
      ['Conference Call Calendar', '/conferencecall-calendar'],
      ['Economic Calendar', '/economic-calendar'],
      ['Market Catalysts Calendar', '/market-catalysts-calendar'],
      ['The month at a glance', '/calendar'],
      ['Investor conference agenda', '/conference-calendar-view'],
    ]) {
      expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(server.requestsTo(calendarApiPath('all'))).toHaveLength(1);
  });
});
