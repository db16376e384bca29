import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { sampleUser } from '../../testing/sample-user.js';
import { calendarApiPath, calendarEndpoint, chooseTimeZone, earningsRow, fixDate } from './calendar-fixtures.test-helper.js';
import { TIME_ZONE_NOT_SAVED } from './components/time-zone-select.js';

const PREFERENCES = '/api/preferences/';
const apple = earningsRow();

/** The account's zone as the bff keeps it: answered by GET, changed by PATCH. */
function preferencesRoutes(saved: string): Record<string, FakeRoute> {
  let zone = saved;
  return {
    [`GET ${PREFERENCES}`]: () => ({ body: { time_zone: zone } }),
    [`PATCH ${PREFERENCES}`]: (request) => {
      zone = (request.body as { time_zone: string }).time_zone;
      return { body: { time_zone: zone } };
    },
  };
}

const signIn = () => window.localStorage.setItem('token', 'abc123');
const zoneSelect = () => screen.getByLabelText('Time zone') as HTMLSelectElement;
const askedZones = (server: ReturnType<typeof installFakeFetch>) =>
  server.requestsTo(calendarApiPath('earnings')).map((request) => request.query.get('tz'));

describe('the calendar’s time zone and the account', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens a signed-in reader’s calendar in the zone saved with the account', async () => {
    signIn();
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      ...preferencesRoutes('Asia/Tokyo'),
      [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]),
    });
    renderApp('/earnings-calendar');

    await waitFor(() => expect(zoneSelect().value).toBe('Asia/Tokyo'));
    await waitFor(() => expect(askedZones(server).at(-1)).toBe('Asia/Tokyo'));
    expect(server.requestsTo(`GET ${PREFERENCES}`)[0].headers.Authorization).toBe('Token abc123');
    // The next visit starts in it before the account answers.
    expect(window.localStorage.getItem('mc.calendars.timeZone')).toBe('Asia/Tokyo');
  });

  it('saves a signed-in reader’s choice with the account', async () => {
    signIn();
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      ...preferencesRoutes('America/New_York'),
      [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]),
    });
    const { user } = renderApp('/earnings-calendar');
    await waitFor(() => expect(server.requestsTo(`GET ${PREFERENCES}`)).toHaveLength(1));

    await user.selectOptions(zoneSelect(), 'Europe/London');
    await waitFor(() => expect(server.requestsTo(`PATCH ${PREFERENCES}`)).toHaveLength(1));
    const patch = server.requestsTo(`PATCH ${PREFERENCES}`)[0];
    expect(patch.body).toEqual({ time_zone: 'Europe/London' });
    expect(patch.headers.Authorization).toBe('Token abc123');
    await waitFor(() => expect(askedZones(server).at(-1)).toBe('Europe/London'));
    expect(zoneSelect().value).toBe('Europe/London');
    expect(screen.queryByText(TIME_ZONE_NOT_SAVED)).not.toBeInTheDocument();
  });

  it('keeps the choice in the browser and says so when the account could not save it', async () => {
    signIn();
    const server = installFakeFetch({
      'GET /usermanagement/profile/': { body: sampleUser },
      [`GET ${PREFERENCES}`]: { body: { time_zone: 'America/New_York' } },
      [`PATCH ${PREFERENCES}`]: { status: 400, body: { time_zone: ['"Asia/Tokyo" is not a valid time zone.'] } },
      [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]),
    });
    const { user } = renderApp('/earnings-calendar');
    await waitFor(() => expect(server.requestsTo(`GET ${PREFERENCES}`)).toHaveLength(1));

    await user.selectOptions(zoneSelect(), 'Asia/Tokyo');
    expect(await screen.findByText(TIME_ZONE_NOT_SAVED)).toBeInTheDocument();
    expect(zoneSelect().value).toBe('Asia/Tokyo');
    expect(window.localStorage.getItem('mc.calendars.timeZone')).toBe('Asia/Tokyo');
  });

  it('never asks or saves the account’s zone for a visitor', async () => {
    const server = installFakeFetch({ [calendarApiPath('earnings')]: calendarEndpoint(() => [apple]) });
    const { user } = renderApp('/earnings-calendar');
    await screen.findByRole('table', { name: /^Earnings Calendar, / });

    await user.selectOptions(zoneSelect(), 'Asia/Tokyo');
    await waitFor(() => expect(askedZones(server).at(-1)).toBe('Asia/Tokyo'));
    expect(server.requests.filter((request) => request.path === PREFERENCES)).toEqual([]);
    expect(within(screen.getByLabelText('Time zone').parentElement!).queryByRole('status')).toBeNull();
  });
});
