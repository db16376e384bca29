import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
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

const company = (answer: CompanyDetail<CalendarRow>) => ({ [`GET /api/companies/${answer.ticker}/`]: { body: answer } });

/** A company's reactions answer for FDA decisions when it has had none. */
const noFdaDecisions = (ticker: string) => ({
  ticker,
  type: 'fda',
  reactions: [],
  average_abs_move: null,
  largest_move: null,
  up_count: 0,
  expected_move: null,
});

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

  it('shows a subscriber the moves after the last reports: the expected move, the largest, how many went up, each bar in words', async () => {
    const reaction = (date: string, move: number, surprise: number | null) => ({
      catalyst_id: `earnings-${date}`,
      date,
      session: 'after_close',
      before_day: date,
      after_day: date,
      move_percent: move,
      gap_percent: move / 2,
      eps_surprise_percent: surprise,
      revenue_surprise_percent: null,
      event_type: null,
      outcome: null,
    });
    const history = {
      ticker: 'AAPL',
      type: 'earnings',
      reactions: [
        reaction('2026-04-30', -4.2, -3.1),
        reaction('2026-01-29', 6.5, 8.4),
        reaction('2025-10-30', 2.1, 1.2),
        reaction('2025-07-31', -1.4, null),
      ],
      average_abs_move: 3.6,
      largest_move: 6.5,
      up_count: 2,
      expected_move: { percent: 3.6, basis: 'avg_abs_last_8', samples: 4 },
    };
    const server = installFakeFetch({
      ...company({ ...AAPL, access: 'full', upcoming: [earningsRow()], recent: [] }),
      'GET /api/companies/AAPL/reactions/': ({ query }) =>
        query.get('type') === 'earnings' ? { body: history } : { body: noFdaDecisions('AAPL') },
    });
    renderApp('/company/aapl');

    const moves = await screen.findByRole('region', { name: 'Moves after earnings' });
    expect(
      await within(moves).findByText('Expected move ±3.6% (avg of last 4 reports) · largest +6.5% · 2 of 4 up'),
    ).toBeInTheDocument();
    // Oldest first, as the bars stand; each with its gap and the report's surprise.
    expect(within(moves).getByRole('figure')).toHaveAccessibleName(
      'Close-to-close moves after the last 4 reports: Jul 31, 2025: -1.4% (gap -0.7%); Oct 30, 2025: +2.1% (gap +1.1%), EPS surprise +1.2%; ' +
        'Jan 29, 2026: +6.5% (gap +3.3%), EPS surprise +8.4%; Apr 30, 2026: -4.2% (gap -2.1%), EPS surprise -3.1%',
    );
    expect(server.requestsTo('GET /api/companies/AAPL/reactions/').map((request) => request.query.get('type'))).toEqual([
      'earnings',
      'fda',
    ]);
    // Without past FDA decisions there is nothing to choose.
    expect(within(moves).queryByRole('group', { name: 'Show moves after' })).not.toBeInTheDocument();
  });

  it('lets a subscriber choose between the moves after earnings and after FDA decisions when the company has both', async () => {
    const reaction = (type: 'earnings' | 'fda', date: string, move: number) => ({
      catalyst_id: `${type}-${date}`,
      date,
      session: type === 'fda' ? 'unknown' : 'before_open',
      before_day: date,
      after_day: date,
      move_percent: move,
      gap_percent: move / 2,
      eps_surprise_percent: type === 'earnings' ? 2.5 : null,
      revenue_surprise_percent: null,
      event_type: type === 'fda' ? 'PDUFA' : null,
      outcome: type === 'fda' ? 'Approved' : null,
    });
    const history = (type: 'earnings' | 'fda', reactions: ReturnType<typeof reaction>[]) => ({
      ticker: 'VRTX',
      type,
      reactions,
      average_abs_move: 5,
      largest_move: reactions[0].move_percent,
      up_count: reactions.filter((one) => one.move_percent > 0).length,
      expected_move: null,
    });
    installFakeFetch({
      ...company({
        ...AAPL,
        ticker: 'VRTX',
        name: 'Vertex Pharmaceuticals Incorporated',
        access: 'full',
        upcoming: [],
        recent: [],
      }),
      'GET /api/companies/VRTX/reactions/': ({ query }) =>
        query.get('type') === 'fda'
          ? { body: history('fda', [reaction('fda', '2026-01-30', -9.4), reaction('fda', '2025-06-12', 7.2)]) }
          : { body: history('earnings', [reaction('earnings', '2026-05-04', 3.1)]) },
    });
    renderApp('/company/VRTX');

    const choice = await screen.findByRole('group', { name: 'Show moves after' });
    const earnings = within(choice).getByRole('button', { name: 'Earnings' });
    const fda = within(choice).getByRole('button', { name: 'FDA decisions' });
    expect(earnings).toHaveAttribute('aria-pressed', 'true');
    expect(fda).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', { name: 'Moves after earnings' })).toBeInTheDocument();

    await userEvent.setup().click(fda);
    const moves = await screen.findByRole('region', { name: 'Moves after FDA decisions' });
    expect(fda).toHaveAttribute('aria-pressed', 'true');
    expect(within(moves).getByText('Too few FDA decisions for an expected move · largest -9.4% · 1 of 2 up')).toBeInTheDocument();
    expect(within(moves).getByRole('figure')).toHaveAccessibleName(
      'Close-to-close moves after the last 2 FDA decisions: Jun 12, 2025: +7.2% (gap +3.6%), Approved; Jan 30, 2026: -9.4% (gap -4.7%), Approved',
    );
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
