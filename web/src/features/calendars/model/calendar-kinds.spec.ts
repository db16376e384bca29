import { describe, expect, it } from '@jest/globals';
import { CALENDAR_TYPES } from '@mc/api/calendars';
import { CALENDAR_PATHS, calendarPath } from '../calendar-paths.js';
import { CALENDAR_KINDS, SCREEN_TYPES, TYPE_COLORS } from './calendar-kinds.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

// The surfaces the colours are drawn on (src/styles/theme.css).
const SURFACES = { background: '#131722', surface: '#1e222d', raised: '#2a2e39' };

describe('calendar kinds', () => {
  it('has screens for the combined calendar and every type the API knows but market days, in its order', () => {
    expect(CALENDAR_PATHS).toEqual(['all', ...CALENDAR_TYPES.filter((type) => type !== 'market')]);
    expect(SCREEN_TYPES).toEqual(CALENDAR_PATHS.slice(1));
    expect(Object.keys(CALENDAR_KINDS).sort()).toEqual([...CALENDAR_PATHS, 'market'].sort());
  });

  it('addresses the screens as spec §2 names them', () => {
    expect(calendarPath('earnings')).toBe('/earnings-calendar');
    expect(calendarPath('conferencecall', 'mosaic')).toBe('/conferencecall-calendar-mosaic');
    expect(calendarPath('fda', 'list')).toBe('/fda-calendar-old');
    expect(calendarPath('all')).toBe('/market-catalysts-calendar');
  });

  it.each(CALENDAR_TYPES)('draws %s in a colour readable on every surface (at least 4.5:1)', (type) => {
    for (const surface of Object.values(SURFACES)) expect(contrast(TYPE_COLORS[type], surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each type its own colour', () => {
    expect(new Set(Object.values(TYPE_COLORS)).size).toBe(CALENDAR_TYPES.length);
  });
});
