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

const busyDay = Array.from({ length: 5 }, (_, index) =>
  earningsRow({ id: `earnings-${index}`, ticker: `E${index}`, tickers: [`E${index}`], importance: index, date: '2026-07-28' }),
);

describe('the month view', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows this month in whole weeks, each day with its most important events and a link to the rest', async () => {
    const server = installFakeFetch({
      [calendarApiPath('all')]: calendarEndpoint(() => [economicRow(), dividendRow(), ...busyDay]),
    });
    renderApp('/calendar');

    expect(await screen.findByRole('heading', { level: 1, name: 'Catalyst Calendar: July 2026' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Catalysts of July 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const cells = within(grid).getAllByRole('cell');
    expect(cells).toHaveLength(35);

    const tuesday = cells.find((cell) => cell.textContent?.includes('Tuesday, July 14'))!;
    expect(
      within(tuesday)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Economic CPI YoY (Jun)', 'Dividend KO']);
    const busy = cells.find((cell) => cell.textContent?.includes('Tuesday, July 28'))!;
    expect(
      within(busy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Earnings E4', 'Earnings E3', 'Earnings E2']);
    expect(within(busy).getByRole('link', { name: /\+2 more/ })).toHaveAttribute(
      'href',
      '/market-catalysts-calendar?date_from=2026-07-28&date_to=2026-07-28',
    );
    expect(cells.find((cell) => cell.getAttribute('aria-current') === 'date')).toHaveTextContent('Today');

    const [request] = server.requestsTo(calendarApiPath('all'));
    expect(Object.fromEntries(request.query)).toMatchObject({ date_from: '2026-06-29', date_to: '2026-08-02' });
  });

  it('steps month by month, keeping the type filter', async () => {
    const server = installFakeFetch({ [calendarApiPath('all')]: calendarEndpoint(() => []) });
    const { router, user } = renderApp('/calendar?types=fda');

    await screen.findByRole('table', { name: 'Catalysts of July 2026' });
    await user.click(screen.getByRole('button', { name: /August 2026/ }));
    expect(await screen.findByRole('table', { name: 'Catalysts of August 2026' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ types: 'fda', month: '2026-08' });
    expect(server.requestsTo(calendarApiPath('all')).at(-1)?.query.toString()).toBe(
      'date_from=2026-07-27&date_to=2026-09-06&types=fda&tz=America%2FNew_York&page_size=500',
    );
  });

  it('fills in only this week for a visitor, with the call to subscribe', async () => {
    const server = installFakeFetch({
      [calendarApiPath('all')]: calendarEndpoint(() => [economicRow()], 'preview'),
    });
    renderApp('/calendar');

    expect(await screen.findByRole('complementary', { name: 'You are seeing the free preview' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Catalysts of July 2026' });
    expect(within(grid).getByText('CPI YoY (Jun)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /August 2026/ })).toBeDisabled();
    // The month was refused, the week was answered.
    expect(server.requestsTo(calendarApiPath('all')).map((request) => request.query.get('date_from'))).toEqual([
      '2026-06-29',
      null,
    ]);
  });
});
