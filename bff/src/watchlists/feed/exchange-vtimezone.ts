import { EXCHANGE_TIME_ZONE } from '@mc/market-time';

/**
 * The exchange's zone as RFC 5545 describes it (tz data, not feed content): US Eastern with the
 * daylight-saving rule in force since 2007 (second Sunday of March to first Sunday of November).
 * Catalyst times come from the provider in this zone; the feed's timed events name it (TZID).
 */
const AMERICA_NEW_YORK = [
  'BEGIN:VTIMEZONE',
  `TZID:${EXCHANGE_TIME_ZONE}`,
  `X-LIC-LOCATION:${EXCHANGE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** ical-generator's VTIMEZONE generator: the exchange's zone, the only one the feed's events name. */
export const exchangeVtimezone = (zone: string): string | null => (zone === EXCHANGE_TIME_ZONE ? AMERICA_NEW_YORK : null);
