import { isDay } from '@mc/market-time';
import type { DatePrecision } from '@mc/proto/calendar-terms';

/** A provider date, possibly less precise than a day: the first day of its period, and how to show it. */
export interface FuzzyDate {
  date: string;
  precision: DatePrecision;
  /** Null for a day; otherwise what a reader should see ("Q3 2026", "July 2026", "Late 2026"). */
  label: string | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const PARTS: Record<string, { month: number; word: string }> = {
  EARLY: { month: 1, word: 'Early' },
  MID: { month: 5, word: 'Mid' },
  LATE: { month: 9, word: 'Late' },
};

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * Reads an FDA target date: YYYY-MM-DD, YYYY-MM, YYYY-Q1..Q4, YYYY-H1/H2 or YYYY-EARLY/MID/LATE.
 * The period's first day lets range filters and ordering place it; the precision and label keep
 * what the provider actually said. EARLY/MID/LATE are read as thirds of the year (Jan, May, Sep).
 * Returns null for anything else.
 */
export function parseFuzzyDate(value: string): FuzzyDate | null {
  const text = value.trim().toUpperCase();
  if (isDay(text)) return { date: text, precision: 'day', label: null };
  const match = /^(\d{4})-(?:(\d{2})|Q([1-4])|H([12])|(EARLY|MID|LATE))$/.exec(text);
  if (!match) return null;
  const year = match[1];
  if (match[2] !== undefined) {
    const month = Number(match[2]);
    if (month < 1 || month > 12) return null;
    return { date: `${year}-${pad(month)}-01`, precision: 'month', label: `${MONTHS[month - 1]} ${year}` };
  }
  if (match[3] !== undefined) {
    const quarter = Number(match[3]);
    return { date: `${year}-${pad(quarter * 3 - 2)}-01`, precision: 'quarter', label: `Q${quarter} ${year}` };
  }
  if (match[4] !== undefined) {
    const half = Number(match[4]);
    return { date: `${year}-${half === 1 ? '01' : '07'}-01`, precision: 'half', label: `H${half} ${year}` };
  }
  const part = PARTS[match[5]];
  return { date: `${year}-${pad(part.month)}-01`, precision: 'part_of_year', label: `${part.word} ${year}` };
}
