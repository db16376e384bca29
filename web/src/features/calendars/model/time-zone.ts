import { DEFAULT_TIME_ZONE } from '@mc/api/calendars';
import { isKnownZone } from '@mc/market-time';

/** Where the reader's choice of zone is remembered between visits. */
export const TIME_ZONE_STORAGE_KEY = 'mc.calendars.timeZone';

/** The browser's own zone; New York (the market's, and the API's default) if it names none. */
export function browserTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The zone chosen on an earlier visit, else the browser's. */
export function readTimeZone(): string {
  try {
    const stored = window.localStorage.getItem(TIME_ZONE_STORAGE_KEY);
    if (stored && isKnownZone(stored)) return stored;
  } catch {
    // Storage unavailable (privacy modes): the browser's zone, every visit.
  }
  return browserTimeZone();
}

export function storeTimeZone(zone: string): void {
  try {
    window.localStorage.setItem(TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

export interface TimeZoneOption {
  zone: string;
  label: string;
}

/** The zones of the major exchanges and financial centres, west to east. */
export const MARKET_TIME_ZONES: readonly TimeZoneOption[] = [
  { zone: 'Pacific/Honolulu', label: 'Honolulu' },
  { zone: 'America/Los_Angeles', label: 'Los Angeles, San Francisco' },
  { zone: 'America/Denver', label: 'Denver' },
  { zone: 'America/Chicago', label: 'Chicago' },
  { zone: 'America/New_York', label: 'New York (NYSE, Nasdaq)' },
  { zone: 'America/Toronto', label: 'Toronto (TSX)' },
  { zone: 'America/Sao_Paulo', label: 'São Paulo (B3)' },
  { zone: 'UTC', label: 'UTC' },
  { zone: 'Europe/London', label: 'London (LSE)' },
  { zone: 'Europe/Berlin', label: 'Frankfurt, Berlin' },
  { zone: 'Europe/Paris', label: 'Paris, Amsterdam' },
  { zone: 'Europe/Zurich', label: 'Zurich (SIX)' },
  { zone: 'Africa/Johannesburg', label: 'Johannesburg (JSE)' },
  { zone: 'Asia/Dubai', label: 'Dubai' },
  { zone: 'Asia/Kolkata', label: 'Mumbai (NSE, BSE)' },
  { zone: 'Asia/Singapore', label: 'Singapore (SGX)' },
  { zone: 'Asia/Hong_Kong', label: 'Hong Kong (HKEX)' },
  { zone: 'Asia/Shanghai', label: 'Shanghai, Shenzhen' },
  { zone: 'Asia/Tokyo', label: 'Tokyo (TSE)' },
  { zone: 'Asia/Seoul', label: 'Seoul (KRX)' },
  { zone: 'Australia/Sydney', label: 'Sydney (ASX)' },
  { zone: 'Pacific/Auckland', label: 'Auckland (NZX)' },
];

/** The browser's zone first, then the market zones; a chosen zone outside the list is kept as an option. */
export function timeZoneOptions(chosen: string, browser: string = browserTimeZone()): TimeZoneOption[] {
  const named = (zone: string) => MARKET_TIME_ZONES.find((option) => option.zone === zone)?.label ?? zone.replace(/_/g, ' ');
  const options: TimeZoneOption[] = [{ zone: browser, label: `Your time zone: ${named(browser)}` }];
  for (const option of MARKET_TIME_ZONES) if (option.zone !== browser) options.push(option);
  if (!options.some((option) => option.zone === chosen)) options.push({ zone: chosen, label: named(chosen) });
  return options;
}

/** The zone's short name at that moment ("EDT", "GMT+1"), for the column header of times. */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
