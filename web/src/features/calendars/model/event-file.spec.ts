import { describe, expect, it } from '@jest/globals';
import { earningsRow, fdaRow } from '../calendar-fixtures.test-helper.js';
import { eventFile, eventSummary, googleCalendarEventUrl } from './event-file.js';

const ORIGIN = 'https://marketcatalysts.example';

/** The file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('one catalyst as a calendar event', () => {
  it('names it as the private feed does', () => {
    expect(eventSummary(earningsRow())).toBe('AAPL earnings (after close, confirmed)');
    expect(eventSummary(fdaRow({ date_status: 'estimated' }))).toBe('MRNA FDA (estimated)');
  });

  it('writes a timed row as one VEVENT in UTC with the feed’s UID, its revision as SEQUENCE and a link to its week', async () => {
    const lines = linesOf(await eventFile(earningsRow({ revision: 3 }), ORIGIN));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:earnings-5f1c@marketcatalysts.example',
        'SEQUENCE:3',
        'DTSTART:20260716T203000Z',
        'DTEND:20260716T213000Z',
        'SUMMARY:AAPL earnings (after close\\, confirmed)',
        'STATUS:CONFIRMED',
        'URL;VALUE=URI:https://marketcatalysts.example/earnings-calendar?date_from=2026-07-13&date_to=2026-07-19&search=AAPL',
      ]),
    );
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  });

  it('writes a row without a time as an all-day event on the provider’s day, tentative while estimated', async () => {
    const lines = linesOf(await eventFile(fdaRow({ date_status: 'estimated' }), ORIGIN));
    expect(lines).toEqual(
      expect.arrayContaining(['DTSTART;VALUE=DATE:20260715', 'DTEND;VALUE=DATE:20260716', 'STATUS:TENTATIVE']),
    );
  });

  it('fills in Google Calendar’s event template with the same words and times', () => {
    const timed = new URL(googleCalendarEventUrl(earningsRow(), ORIGIN));
    expect(`${timed.origin}${timed.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(timed.searchParams.get('action')).toBe('TEMPLATE');
    expect(timed.searchParams.get('text')).toBe('AAPL earnings (after close, confirmed)');
    expect(timed.searchParams.get('dates')).toBe('20260716T203000Z/20260716T213000Z');
    expect(timed.searchParams.get('details')).toBe(
      'Q3 2026 earnings\nApple Inc.\nhttps://marketcatalysts.example/earnings-calendar?date_from=2026-07-13&date_to=2026-07-19&search=AAPL',
    );

    const allDay = new URL(googleCalendarEventUrl(fdaRow(), ORIGIN));
    expect(allDay.searchParams.get('dates')).toBe('20260715/20260716');
  });
});
