import { describe, expect, it } from '@jest/globals';
import {
  browserTimeZone,
  readTimeZone,
  storeTimeZone,
  TIME_ZONE_STORAGE_KEY,
  timeZoneOptions,
  zoneAbbreviation,
} from './time-zone.js';

describe('time zones', () => {
  it('uses the browser’s zone until another is chosen, and remembers the choice', () => {
    expect(readTimeZone()).toBe(browserTimeZone());
    storeTimeZone('Europe/London');
    expect(window.localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Europe/London');
    expect(readTimeZone()).toBe('Europe/London');
  });

  it('ignores a stored zone this browser does not know', () => {
    window.localStorage.setItem(TIME_ZONE_STORAGE_KEY, 'Atlantis/Capital');
    expect(readTimeZone()).toBe(browserTimeZone());
  });

  it('offers the browser’s zone first, the market zones next, and keeps an unusual choice', () => {
    const options = timeZoneOptions('America/Argentina/Buenos_Aires', 'Europe/Paris');
    expect(options[0]).toEqual({ zone: 'Europe/Paris', label: 'Your time zone: Paris, Amsterdam' });
    expect(options.filter((option) => option.zone === 'Europe/Paris')).toHaveLength(1);
    expect(options.map((option) => option.zone)).toContain('America/New_York');
    expect(options.at(-1)).toEqual({ zone: 'America/Argentina/Buenos_Aires', label: 'America/Argentina/Buenos Aires' });
  });

  it('names the zone as its clocks do at that moment', () => {
    expect(zoneAbbreviation('America/New_York', new Date('2026-07-13T12:00:00Z'))).toBe('EDT');
    expect(zoneAbbreviation('America/New_York', new Date('2026-01-13T12:00:00Z'))).toBe('EST');
  });
});
