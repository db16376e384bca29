import { create } from '@bufbuild/protobuf';
import { CatalystSchema } from '@mc/proto';
import { calendarPageJson, pageLink, toCalendarPage, type RowsPage } from './calendar-page.js';
import type { CalendarRequest } from './calendar-request.js';
import { toCalendarRow } from './calendar-rows.js';

const request = (page: number, pageSize = 2) =>
  ({
    path: 'earnings',
    tz: 'America/New_York',
    dateFrom: '2026-11-23',
    dateTo: '2026-11-29',
    currentWeek: { date_from: '2026-11-23', date_to: '2026-11-29' },
    page,
    pageSize,
  }) as CalendarRequest;

const catalysts = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    create(CatalystSchema, {
      id: `earnings-${i}`,
      type: 'earnings',
      date: '2026-11-24',
      session: 'unknown',
      dateStatus: 'confirmed',
      datePrecision: 'day',
    }),
  );
/** `length` rows of `count` matches. */
const rowsOf = (count: number, length: number): RowsPage => ({
  count,
  rows: catalysts(length).map((catalyst) => JSON.stringify(toCalendarRow(catalyst, 'America/New_York', 'full'))),
});

describe('pageLink', () => {
  it('replaces the page and keeps every other parameter', () => {
    expect(pageLink('/api/calendars/earnings/?tickers=AAPL&page=2', 3)).toBe('/api/calendars/earnings/?tickers=AAPL&page=3');
    expect(pageLink('/api/calendars/earnings/', 2)).toBe('/api/calendars/earnings/?page=2');
    expect(pageLink('/api/calendars/earnings/?page=2&tz=Europe%2FLondon', 1)).toBe('/api/calendars/earnings/?tz=Europe%2FLondon');
  });
});

describe('toCalendarPage', () => {
  it('links the next page only when there is one, and the previous from page 2', () => {
    const first = toCalendarPage('/api/calendars/earnings/', request(1), 5, 'full');
    expect(first).toMatchObject({
      count: 5,
      next: '/api/calendars/earnings/?page=2',
      previous: null,
      access: 'full',
      locked: [],
    });
    const last = toCalendarPage('/api/calendars/earnings/?page=3', request(3), 5, 'full');
    expect(last).toMatchObject({ next: null, previous: '/api/calendars/earnings/?page=2' });
    const exact = toCalendarPage('/api/calendars/earnings/?page=2', request(2), 4, 'full');
    expect(exact.next).toBeNull();
  });

  it('answers an empty first page, and tells a preview what it leaves out', () => {
    const page = JSON.parse(calendarPageJson('/api/calendars/earnings/', request(1), rowsOf(0, 0), 'preview'));
    expect(page).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      access: 'preview',
      date_from: '2026-11-23',
      date_to: '2026-11-29',
      tz: 'America/New_York',
      current_week: { date_from: '2026-11-23', date_to: '2026-11-29' },
      locked: ['other_weeks', 'fda_details', 'csv'],
    });
  });
});

describe('calendarPageJson', () => {
  it('is the page serialized whole, its rows in their order, whatever the links hold', () => {
    const rows = rowsOf(5, 2);
    // A link's query may spell the key itself: it is a string, its quotes escaped.
    const url = '/api/calendars/earnings/?search=%22results%22%3A%5B%5D&page=2';
    const json = calendarPageJson(url, request(2), rows, 'full');
    const whole = { ...toCalendarPage(url, request(2), 5, 'full'), results: rows.rows.map((row) => JSON.parse(row)) };
    expect(json).toBe(JSON.stringify(whole));
  });
});
