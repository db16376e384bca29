import { z } from 'zod';
import {
  CALENDAR_TYPES,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  MAX_PAGE_SIZE,
  MAX_TICKERS,
  ORDERINGS,
  SECTORS,
  SESSIONS,
} from '@mc/api/calendars';
import { isDay, isKnownZone } from '@mc/market-time';

// DRF's words for the same refusals, so that the calendars answer like every other endpoint.
export const MESSAGES = {
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  instant: 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  atLeast: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  atMost: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  choice: (value: string) => `"${value}" is not a valid choice.`,
  tooMany: (max: number) => `Ensure this field has no more than ${max} elements.`,
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  ticker: (value: string) => `"${value}" is not a valid ticker symbol.`,
  country: (value: string) => `"${value}" is not a valid country code (three letters, e.g. USA, GBR, EMU).`,
  zone: (value: string) => `"${value}" is not a valid time zone.`,
} as const;

const MAX_SEARCH_LENGTH = 100;
/** A ticker symbol as the calendars take it (letters, digits, dot, dash, slash); the company API's path too. */
export const TICKER = /^[A-Z0-9][A-Z0-9.\-/]{0,11}$/;
const COUNTRY = /^[A-Z]{3}$/;
const MAX_COUNTRIES = 20;
const SECTOR_KEYS: readonly string[] = SECTORS.map((sector) => sector.key);

/** A parameter given twice counts once, with its last value, as DRF's QueryDict.get reads it. */
export const last = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);
const text = () => z.preprocess(last, z.string());

const integer = (min: number, max?: number) =>
  text().transform((value, ctx) => {
    const number = /^\s*[-+]?\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number)) ctx.addIssue({ code: 'custom', message: MESSAGES.integer });
    else if (number < min) ctx.addIssue({ code: 'custom', message: MESSAGES.atLeast(min) });
    else if (max !== undefined && number > max) ctx.addIssue({ code: 'custom', message: MESSAGES.atMost(max) });
    return number;
  });

const amount = () =>
  text().transform((value, ctx) => {
    const number = value.trim() === '' ? NaN : Number(value);
    if (!Number.isFinite(number)) ctx.addIssue({ code: 'custom', message: MESSAGES.number });
    else if (number < 0) ctx.addIssue({ code: 'custom', message: MESSAGES.atLeast(0) });
    return number;
  });

/** A comma-separated list whose every item must be one of `allowed`. */
const choices = <T extends string>(allowed: readonly string[]) =>
  text().transform((value, ctx) => {
    const items = [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ];
    for (const item of items) if (!allowed.includes(item)) ctx.addIssue({ code: 'custom', message: MESSAGES.choice(item) });
    return items as T[];
  });

/** DRF's BooleanField: true/false, 1/0, yes/no in any case. */
const flag = () =>
  text().transform((value, ctx) => {
    const normalized = value.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(normalized)) return true;
    if (['false', '0', 'no'].includes(normalized)) return false;
    ctx.addIssue({ code: 'custom', message: MESSAGES.boolean });
    return false;
  });

/** A comma-separated list of codes (tickers, countries): upper case, each once, each of `pattern`, at most `max`. */
const upperCaseCodes = (pattern: RegExp, max: number, invalid: (code: string) => string) =>
  text().transform((value, ctx) => {
    const codes = [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim().toUpperCase())
          .filter(Boolean),
      ),
    ];
    if (codes.length > max) ctx.addIssue({ code: 'custom', message: MESSAGES.tooMany(max) });
    for (const code of codes) if (!pattern.test(code)) ctx.addIssue({ code: 'custom', message: invalid(code) });
    return codes;
  });

/**
 * An ISO 8601 instant: a day, a time and its offset (`Z` or ±HH:MM), as DRF's DateTimeField writes
 * them. A time without an offset names no instant and is refused. A `+` sent unencoded arrives as a
 * space (form encoding): read as the `+` it was.
 */
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(?:(Z)|([+ -])(\d{2}):?(\d{2}))$/i;

/** The instant `value` names, or null. */
function instantOf(value: string): Date | null {
  const match = INSTANT.exec(value.trim());
  if (!match) return null;
  const [, day, hours, minutes, seconds = '00', fraction = '', utc, sign, offsetHours, offsetMinutes] = match;
  if (!isDay(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (!utc && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return null;
  const offset = utc ? 'Z' : `${sign === '-' ? '-' : '+'}${offsetHours}:${offsetMinutes}`;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const instant = () =>
  text().transform((value, ctx) => {
    const at = instantOf(value);
    if (!at) ctx.addIssue({ code: 'custom', message: MESSAGES.instant });
    return at ?? new Date(NaN);
  });

const choice = <T extends string>(allowed: readonly T[]) =>
  text().transform((value, ctx) => {
    if (!(allowed as readonly string[]).includes(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.choice(value) });
    return value as T;
  });

/**
 * The query string of `GET /api/calendars/{type}/`, field by field (CalendarQuery in
 * api/src/calendars.ts). Rules that tie fields together, and the defaults that depend on
 * the day and zone, are resolveCalendarQuery's.
 */
export const CalendarQuerySchema = z.object({
  date_from: text().refine(isDay, MESSAGES.date).optional(),
  date_to: text().refine(isDay, MESSAGES.date).optional(),
  tickers: upperCaseCodes(TICKER, MAX_TICKERS, MESSAGES.ticker).optional(),
  country: upperCaseCodes(COUNTRY, MAX_COUNTRIES, MESSAGES.country).optional(),
  importance: integer(IMPORTANCE_MIN, IMPORTANCE_MAX).optional(),
  sector: choices<(typeof SECTORS)[number]['key']>(SECTOR_KEYS).optional(),
  market_cap_min: amount().optional(),
  market_cap_max: amount().optional(),
  confirmed: flag().optional(),
  include_called_off: flag().optional(),
  session: choices<(typeof SESSIONS)[number]>(SESSIONS).optional(),
  search: text()
    .transform((value) => value.trim())
    .refine((value) => value.length <= MAX_SEARCH_LENGTH, MESSAGES.tooLong(MAX_SEARCH_LENGTH))
    .optional(),
  ordering: choice(ORDERINGS).optional(),
  tz: text()
    .refine(isKnownZone, { error: (issue) => MESSAGES.zone(String(issue.input)) })
    .optional(),
  page: integer(1).optional(),
  page_size: integer(1, MAX_PAGE_SIZE).optional(),
  format: choice(['json', 'csv'] as const).optional(),
  types: choices<(typeof CALENDAR_TYPES)[number]>(CALENDAR_TYPES).optional(),
  /** A subscriber's own watch list (issue 21): its id. */
  watchlist: integer(1, 999_999_999).optional(),
  macro: flag().optional(),
  updated_since: instant().optional(),
});

export type CalendarQueryInput = z.output<typeof CalendarQuerySchema>;
