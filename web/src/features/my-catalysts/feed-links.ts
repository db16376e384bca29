/**
 * A list's private feed (`ics_url`, `https://…/ics/{token}.ics`) as calendar apps subscribe to it: `webcal://`
 * makes Apple Calendar and Outlook subscribe rather than import once; Google Calendar takes the same address
 * in `cid` (issue 21 §3, written as the issue gives it: the token is URL-safe).
 */
export function webcalUrl(icsUrl: string): string {
  return icsUrl.replace(/^https?:\/\//i, 'webcal://');
}

export function googleCalendarSubscribeUrl(icsUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${webcalUrl(icsUrl)}`;
}
