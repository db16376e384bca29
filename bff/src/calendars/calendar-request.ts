import {
  ALL_CALENDARS,
  DEFAULT_ORDERING,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  isCalendarPath,
  MAX_RANGE_DAYS,
  type CalendarPath,
  type CalendarType,
  type Ordering,
  type SectorKey,
  type Session,
} from '@mc/api/calendars';
import { addDays, daysFromTo, mondayOf } from '@mc/market-time';
import { currentWeek } from './calendar-dates.js';
import { MESSAGES, type CalendarQueryInput } from './calendar-query.schema.js';

/** A calendar request with its defaults applied: what the answer is computed from. */
export interface CalendarRequest {
  path: CalendarPath;
  /** The types asked of the catalysts service: one, or for `all` those of `types` (none = every type). */
  types: CalendarType[];
  dateFrom: string;
  dateTo: string;
  tz: string;
  currentWeek: { date_from: string; date_to: string };
  tickers: string[];
  importance: number | null;
  sectors: SectorKey[];
  marketCapMin: number | null;
  marketCapMax: number | null;
  confirmed: boolean | null;
  /** Postponed and withdrawn IPOs too. */
  includeCalledOff: boolean;
  /** Economic releases of these countries only (none: every country). */
  countries: string[];
  sessions: Session[];
  search: string;
  ordering: Ordering;
  page: number;
  pageSize: number;
  format: 'json' | 'csv';
  /** A watch list's id (its owner's only), or null. */
  watchlist: number | null;
  /** With a watch list: also the economic releases of importance 3 or more and the market days. */
  macro: boolean;
  /** The watch list's tickers, read by the controller once it knows who asks (empty without a list). */
  watchlistTickers: string[];
  /** Only rows whose latest change is at or after this, oldest change first; null: every row. */
  updatedSince: Date | null;
}

export type FieldErrors = Record<string, string[]>;

/**
 * Applies the defaults (the current week in `tz`, Monday to Sunday; `date_to` the Sunday of
 * `date_from`'s week when only that is given, and the other way round) and the rules that tie
 * fields together. Returns the request, or DRF-style field errors.
 */
export function resolveCalendarRequest(path: string, input: CalendarQueryInput, now: Date): CalendarRequest | FieldErrors {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!isCalendarPath(path)) refuse('type', MESSAGES.choice(path));
  if (input.types?.length && path !== ALL_CALENDARS) refuse('types', 'Only the combined calendar (all) is filtered by type.');
  const tz = input.tz ?? DEFAULT_TIME_ZONE;
  const week = currentWeek(now, tz);
  const dateFrom = input.date_from ?? (input.date_to ? mondayOf(input.date_to) : week.date_from);
  const dateTo = input.date_to ?? (input.date_from ? addDays(mondayOf(input.date_from), 6) : week.date_to);
  const days = daysFromTo(dateFrom, dateTo);
  if (days < 1) refuse('date_to', 'Ensure date_to is on or after date_from.');
  else if (days > MAX_RANGE_DAYS)
    refuse('date_to', `Ensure the range from date_from to date_to is at most ${MAX_RANGE_DAYS} days.`);
  if (input.market_cap_min !== undefined && input.market_cap_max !== undefined && input.market_cap_max < input.market_cap_min)
    refuse('market_cap_max', 'Ensure market_cap_max is greater than or equal to market_cap_min.');
  if (Object.keys(errors).length || !isCalendarPath(path)) return errors;

  return {
    path,
    types: path === ALL_CALENDARS ? (input.types ?? []) : [path],
    dateFrom,
    dateTo,
    tz,
    currentWeek: week,
    tickers: input.tickers ?? [],
    importance: input.importance ?? null,
    sectors: input.sector ?? [],
    marketCapMin: input.market_cap_min ?? null,
    marketCapMax: input.market_cap_max ?? null,
    confirmed: input.confirmed ?? null,
    includeCalledOff: input.include_called_off ?? false,
    countries: input.country ?? [],
    sessions: input.session ?? [],
    search: input.search ?? '',
    ordering: input.ordering ?? DEFAULT_ORDERING,
    page: input.page ?? 1,
    pageSize: input.page_size ?? DEFAULT_PAGE_SIZE,
    format: input.format ?? 'json',
    watchlist: input.watchlist ?? null,
    macro: input.macro ?? true,
    watchlistTickers: [],
    updatedSince: input.updated_since ?? null,
  };
}

export const isFieldErrors = (value: CalendarRequest | FieldErrors): value is FieldErrors => !('path' in value);
