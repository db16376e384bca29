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
  fixDate,
} from '../calendar-fixtures.test-helper.js';

describe("a company page's catalysts", () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lists the upcoming and the recent ones under the chart, each linking to its calendar week', async () => {
    const lastQuarter = earningsRow({
      id: 'earnings-q2',
      title: 'Q2 2026 earnings',
      date: '2026-04-30',
      starts_at: '2026-04-30T20:30:00.000Z',
    });
    const dividend = dividendRow({
      id: 'dividend-aapl',
      ticker: 'AAPL',
      tickers: ['AAPL'],
      company: 'Apple Inc.',
      title: 'Ex-dividend $0.26 (quarterly)',
      date: '2026-08-10',
    });
    const server = installFakeFetch({ [calendarApiPath('all')]: calendarEndpoint(() => [lastQuarter, earningsRow(), dividend]) });
    renderApp('/company/aapl');

    const section = await screen.findByRole('region', { name: 'AAPL catalysts' });
    const upcoming = await within(section).findByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Jul 16, 2026 · 4:30 PMEarningsQ3 2026 earnings.*After close.*Confirmed/),
      expect.stringMatching(/^Aug 10, 2026DividendEx-dividend \$0\.26 \(quarterly\).*All day/),
    ]);
    expect(within(upcoming).getByRole('link', { name: 'Q3 2026 earnings' })).toHaveAttribute(
      'href',
      '/earnings-calendar?date_from=2026-07-13&date_to=2026-07-19&search=AAPL',
    );
    const recent = within(section).getByRole('region', { name: 'Recent' });
    expect(within(recent).getByRole('link', { name: 'Q2 2026 earnings' })).toBeInTheDocument();

    const [request] = server.requestsTo(calendarApiPath('all'));
    expect(Object.fromEntries(request.query)).toMatchObject({ tickers: 'AAPL', date_from: '2026-04-14', date_to: '2027-01-09' });
  });

  it('shows a visitor this week’s catalysts and the call to subscribe', async () => {
    installFakeFetch({ [calendarApiPath('all')]: calendarEndpoint(() => [earningsRow()], 'preview') });
    renderApp('/company/AAPL');

    const section = await screen.findByRole('region', { name: 'AAPL catalysts' });
    expect(await within(section).findByRole('link', { name: 'Q3 2026 earnings' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Subscribe for full access' })).toHaveAttribute('href', '/register');
  });

  it('says when the calendars have nothing for the company', async () => {
    installFakeFetch({ [calendarApiPath('all')]: calendarEndpoint(() => []) });
    renderApp('/company/ZZZZ');

    expect(
      await screen.findByText('No catalysts for ZZZZ in our calendars between Apr 14, 2026 and Jan 9, 2027.'),
    ).toBeInTheDocument();
  });
});
