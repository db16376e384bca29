import { knownTimeZone, registrationTimeZone, validateTimeZone } from './time-zone.js';

describe('time zones', () => {
  it('knows IANA zones and UTC, spelled as IANA does', () => {
    expect(knownTimeZone('Europe/London')).toBe('Europe/London');
    expect(knownTimeZone('america/new_york')).toBe('America/New_York');
    expect(knownTimeZone('utc')).toBe('UTC');
  });

  it('keeps a link’s own name rather than Intl’s canonical one', () => {
    expect(knownTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it('knows nothing else', () => {
    for (const zone of ['', 'Mars/Olympus_Mons', '../etc/passwd', '<b>', `Europe/${'x'.repeat(80)}`])
      expect(knownTimeZone(zone)).toBeUndefined();
  });

  it('starts an account in its browser’s zone, else New York', () => {
    expect(registrationTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(registrationTimeZone('')).toBe('America/New_York');
    expect(registrationTimeZone('Atlantis/Capital')).toBe('America/New_York');
  });

  it('refuses a chosen zone in DRF’s shape', () => {
    expect(validateTimeZone('Asia/Tokyo')).toEqual({ ok: true, value: 'Asia/Tokyo' });
    expect(validateTimeZone(' ')).toEqual({ ok: false, errors: { time_zone: ['This field may not be blank.'] } });
    expect(validateTimeZone('Atlantis/Capital')).toEqual({
      ok: false,
      errors: { time_zone: ['"Atlantis/Capital" is not a valid time zone.'] },
    });
  });
});
