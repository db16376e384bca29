import { formatsPerZone, isKnownZone } from '@mc/market-time';
import { NOT_BLANK } from './drf-char-field.js';
import type { FieldErrors } from './field-errors.js';

const zoneFormat = formatsPerZone({});

/** An account's zone until it names another: the market's (the API's default zone too). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** IANA's longest names are about 32 characters; the contract refuses a longer value before it gets here. */
export const MAX_TIME_ZONE_LENGTH = 64;

/** The calendars' words for the same refusal of their `tz` (bff's calendar-query.schema.ts). */
export const unknownTimeZone = (zone: string) => `"${zone}" is not a valid time zone.`;

/**
 * `zone` as IANA spells it ("europe/london" → "Europe/London") when this runtime knows it, else
 * undefined. A link keeps its own name (Asia/Kolkata stays Asia/Kolkata, though Intl's canonical
 * name is Asia/Calcutta): it is what the user chose and what the web's zone list offers.
 */
export function knownTimeZone(zone: string): string | undefined {
  if (zone.length > MAX_TIME_ZONE_LENGTH || !isKnownZone(zone)) return undefined;
  const spelled = zoneFormat(zone).resolvedOptions().timeZone;
  return spelled.toLowerCase() === zone.toLowerCase() ? spelled : zone;
}

/** The zone a new account starts with: its browser's when identity knows it, else the default. */
export const registrationTimeZone = (browserZone: string) => knownTimeZone(browserZone) ?? DEFAULT_TIME_ZONE;

/** A zone the user chose: IANA's spelling of it, or the field's refusal in DRF's shape. */
export function validateTimeZone(zone: string): { ok: true; value: string } | { ok: false; errors: FieldErrors } {
  if (zone.trim() === '') return { ok: false, errors: { time_zone: [NOT_BLANK] } };
  const known = knownTimeZone(zone);
  return known ? { ok: true, value: known } : { ok: false, errors: { time_zone: [unknownTimeZone(zone)] } };
}
