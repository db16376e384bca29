import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { CompanyDetail } from '@mc/api';
import type { CalendarRow } from '@mc/api/calendars';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { chooseTimeZone, dividendRow, earningsRow, fixDate } from '../calendar-fixtures.test-helper.js';

const AAPL = {
  ticker: 'AAPL',
  name: 'Apple Inc.',
  exchange: 'NASDAQ',
  sector: 'information_technology',
  industry: 'Technology Hardware',
  market_cap: 3.9e12,
  quote: { last: 231.5, change: 1.2, change_percent: 0.52, as_of: '2026-07-10T20:00:00.000Z', stale: false },
};

const company = (answer: CompanyDetail<CalendarRow>) => ({ 'GET /api/companies/AAPL/': { body: answer } });

describe("a company page's catalysts", () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lists a subscriber the upcoming and the recent ones, each linking to its calendar week', async () => {
    const lastQuarter = earningsRow({ id: 'earnings-q2', title: 'Q2 2026 earnings', date: '2026-04-30' });
    const dividend = dividendRow({
      id: 'dividend-aapl',
      ticker: 'AAPL',
      tickers: ['AAPL'],
      company: 'Apple Inc.',
      title: 'Ex-dividend $0.26 (quarterly)',
      date: '2026-08-10',
    });
    const server = installFakeFetch(
      company({ ...AAPL, access: 'full', upcoming: [earningsRow(), dividend], recent: [lastQuarter] }),
    );
    renderApp('/company/aapl');

    const section = await screen.findByRole('region', { name: 'AAPL catalysts' });
    const upcoming = await within(section).findByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Jul 16, 2026 · 4:30 PM ETEarningsQ3 2026 earnings.*After close.*Confirmed/),
      expect.stringMatching(/^Aug 10, 2026DividendEx-dividend \$0\.26 \(quarterly\).*All day/),
    ]);
    expect(within(upcoming).getByRole('link', { name: 'Q3 2026 earnings' })).toHaveAttribute(
      'href',
      '/earnings-calendar?date_from=2026-07-13&date_to=2026-07-19&search=AAPL',
    );
    const recent = within(section).getByRole('region', { name: 'Recent' });
    expect(within(recent).getByRole('link', { name: 'Q2 2026 earnings' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Subscribe for full access' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET /api/calendars/all/')).toEqual([]);
  });

  it('shows a visitor the next catalyst of each kind and the call to subscribe, never an error', async () => {
    installFakeFetch(
      company({
        ...AAPL,
        access: 'preview',
        upcoming: [
          { type: 'earnings', date: '2026-07-16', date_status: 'confirmed' },
          { type: 'dividend', date: '2026-08-10', date_status: 'estimated' },
        ],
        recent: [],
      }),
    );
    renderApp('/company/AAPL');

    const section = await screen.findByRole('region', { name: 'AAPL catalysts' });
    const next = await within(section).findByRole('region', { name: 'Next of each kind' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Jul 16, 2026Earnings.*Confirmed/),
      expect.stringMatching(/^Aug 10, 2026Dividend.*Estimated/),
    ]);
    expect(within(section).queryByRole('region', { name: 'Recent' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Subscribe for full access' })).toHaveAttribute('href', '/register');
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the calendars do not follow the company', async () => {
    installFakeFetch();
    renderApp('/company/ZZZZ');

    expect(await screen.findByText('ZZZZ is not among the companies our calendars follow.')).toBeInTheDocument();
  });
});
