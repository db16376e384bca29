import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { CalendarPath } from '@mc/api/calendars';
import { matchSiteRoute } from '@mc/api/site-routes';
import { calendarLinks } from '../../navigation/site-links.js';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { calendarEndpoint, chooseTimeZone, fixDate } from './calendar-fixtures.test-helper.js';
import { calendarRoutes } from './calendar-routes.js';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

const CALENDARS: CalendarPath[] = [
  'all',
  'earnings',
  'fda',
  'ipo',
  'dividend',
  'splits',
  'conference',
  'conferencecall',
  'economic',
];

describe('the calendar links of the header and the footer', () => {
  beforeEach(() => {
    fixDate();
    chooseTimeZone('America/New_York');
    installFakeFetch(
      Object.fromEntries(CALENDARS.map((calendar) => [`GET /api/calendars/${calendar}/`, calendarEndpoint(() => [])])),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each(calendarLinks.map((link) => [link.label, link.to]))('“%s” (%s) opens a built calendar screen', async (_label, to) => {
    renderApp(to);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).not.toBeInTheDocument();
  });

  it('lists every calendar in the header’s Calendars menu and some in the footer', async () => {
    const { user } = renderApp('/');
    const sections = within(await screen.findByRole('navigation', { name: 'Sections' }));
    await user.hover(sections.getByRole('button', { name: 'Calendars' }));
    expect(sections.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(calendarLinks.map((link) => link.to));
    const footer = within(screen.getByRole('navigation', { name: 'Calendars' }));
    for (const link of footer.getAllByRole('link'))
      expect(calendarLinks.map((known) => known.to)).toContain(link.getAttribute('href'));
  });

  it('registers only screens the bff serves on a full page load (spec §2)', () => {
    const paths = pathsOf(calendarRoutes);
    expect(paths).toHaveLength(30);
    expect(paths.filter((path) => matchSiteRoute(path) === undefined)).toEqual([]);
  });
});
