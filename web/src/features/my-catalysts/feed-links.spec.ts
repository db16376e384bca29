import { describe, expect, it } from '@jest/globals';
import { googleCalendarSubscribeUrl, webcalUrl } from './feed-links.js';

describe('a list’s feed in calendar apps', () => {
  it('is a webcal:// address for Apple Calendar and Outlook, whatever the scheme of the feed', () => {
    expect(webcalUrl('https://site.example/ics/abc.ics')).toBe('webcal://site.example/ics/abc.ics');
    expect(webcalUrl('http://localhost:8080/ics/abc.ics')).toBe('webcal://localhost:8080/ics/abc.ics');
  });

  it('is Google Calendar’s subscribe page with that address as cid', () => {
    expect(googleCalendarSubscribeUrl('https://site.example/ics/abc.ics')).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal://site.example/ics/abc.ics',
    );
  });
});
