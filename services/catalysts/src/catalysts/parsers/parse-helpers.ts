import { malformed } from '@mc/runtime';
import type { DateStatus } from '@mc/proto/calendar-terms';
import type { ProviderRow } from '../../provider/provider-row.js';

/** A date the row cannot do without. */
export function requiredDay(row: ProviderRow, ...names: string[]): string {
  for (const name of names) {
    const day = row.day(name);
    if (day !== null) return day;
  }
  throw malformed(`${row.id()}: none of ${names.join(', ')} holds a date`);
}

/** Symbols in upper case, each once, in the provider's order. */
export function symbols(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null).map((value) => value.toUpperCase()))];
}

/** "Q2 2026", "FY 2025", or whichever half is known. */
export function periodLabel(period: string | null, year: number | null): string | null {
  const parts = [period, year === null ? null : String(year)].filter((part) => part !== null);
  return parts.length ? parts.join(' ') : null;
}

/** Built once: `toLocaleString` builds a formatter on every call, a sync's thousands of rows included. */
const DOLLAR_AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Dollars as a reader expects them: $0.24, $18.00, $1,250.00. */
export function dollars(value: number): string {
  return `$${DOLLAR_AMOUNT.format(value)}`;
}

/**
 * The row's time only when its date is confirmed: a provider's time on an estimated date is a
 * guess from past reports, and shown to the minute (with a session) it would read as settled.
 */
export function timeIfConfirmed(row: ProviderRow, name: string, dateStatus: DateStatus): string | null {
  return dateStatus === 'confirmed' ? row.clock(name) : null;
}
