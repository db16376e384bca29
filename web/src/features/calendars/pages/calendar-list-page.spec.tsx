import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { currentPath, renderApp } from '../../../testing/render-app.js';
import { sampleUser } from '../../../testing/sample-user.js';
import { calendarApiPath, calendarEndpoint, chooseTimeZone, earningsRow, fixDate } from '../calendar-fixtures.test-helper.js';

describe('the compact list (-old) views', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each([
    '/earnings-calendar-old',
    '/fda-calendar-old',
    '/conferencecall-calendar-old',
    '/economic-calendar-old',
    '/conference-calendar-old',
    '/ipo-calendar-old',
    '/dividend-calendar-old',
    '/market-catalysts-calendar-old',
    '/catalyst-calendar',
  ])('send a visitor from %s to /restricted (spec §6)', async (path) => {
    const server = installFakeFetch();
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/restricted');
    expect(server.requests.filter((request) => request.path.startsWith('/api/calendars/'))).toEqual([]);
  });

  it('lists a member’s week one line per event under each day', async () => {
    window.localStorage.setItem('token', 'abc123');
    installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      [calendarApiPath('earnings')]: calendarEndpoint(() => [earningsRow()]),
    });
    renderApp('/earnings-calendar-old');

    const day = await screen.findByRole('region', { name: 'Thursday, July 16' });
    const [line] = within(day).getAllByRole('listitem');
    expect(line).toHaveTextContent('4:30 PM');
    expect(line).toHaveTextContent('After close');
    expect(line).toHaveTextContent('Apple Inc.: Q3 2026 earnings');
    expect(line).toHaveTextContent('Confirmed');
    expect(line).toHaveTextContent('Benzinga, updated Jul 10, 9:32 AM');
    expect(await screen.findByRole('link', { name: 'Compact list' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no -old view for splits (spec §2)', async () => {
    window.localStorage.setItem('token', 'abc123');
    installFakeFetch({ 'GET /usermanagement/profile/': { body: sampleUser } });
    renderApp('/splits-calendar-old');

    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
