import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { calendarApiPath, calendarEndpoint, chooseTimeZone, conferenceRow, fixDate } from '../calendar-fixtures.test-helper.js';

describe('the investor conference agenda', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lists eight weeks of conferences by month, with where, who presents and the webcast', async () => {
    const august = conferenceRow({
      id: 'conference-aug',
      title: 'Annual Healthcare Conference',
      date: '2026-08-11',
      tickers: ['LLY'],
      ticker: 'LLY',
      details: {
        ...conferenceRow().details!,
        event_name: 'Annual Healthcare Conference',
        date_start: '2026-08-11',
        date_end: '2026-08-11',
        location: 'Boston, MA',
      },
    });
    const server = installFakeFetch({ [calendarApiPath('conference')]: calendarEndpoint(() => [conferenceRow(), august]) });
    renderApp('/conference-calendar-view');

    expect(await screen.findByRole('heading', { level: 1, name: 'Investor Conference Agenda' })).toBeInTheDocument();
    const july = await screen.findByRole('region', { name: 'July 2026' });
    const [item] = within(july).getAllByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('Annual Global Technology Conference');
    expect(item).toHaveTextContent('Jul 15 – Jul 17');
    expect(item).toHaveTextContent('Investor conference · San Francisco, CA');
    expect(
      within(item)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['NVDA', 'AMD', 'MU', 'Webcast (opens in a new tab)', 'Benzinga'].slice(0, 4));
    expect(within(screen.getByRole('region', { name: 'August 2026' })).getByText('Aug 11')).toBeInTheDocument();
    const [request] = server.requestsTo(calendarApiPath('conference'));
    expect(Object.fromEntries(request.query)).toMatchObject({ date_from: '2026-07-13', date_to: '2026-09-06' });
    expect(screen.getByText('Jul 13 – Sep 6, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next 8 weeks/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'From this week' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a visitor this week’s conferences and what a subscription adds', async () => {
    installFakeFetch({ [calendarApiPath('conference')]: calendarEndpoint(() => [conferenceRow()], 'preview') });
    renderApp('/conference-calendar-view');

    expect(await screen.findByRole('complementary', { name: 'You are seeing the free preview' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'July 2026' })).toBeInTheDocument();
    expect(screen.getByText('Jul 13 – 19, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next week/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'From this week' })).toHaveAttribute('aria-pressed', 'true');
  });
});
