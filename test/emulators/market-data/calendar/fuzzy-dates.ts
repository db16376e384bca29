import { dayFromIso, dayFromYmd, lastDayOfMonth, ymdOf } from './civil-date.js';

// The FDA calendar's target dates come at several precisions, as companies guide them: an exact day
// (2026-07-14), a month (2026-07), a quarter (2026-Q3), a half (2026-H2) or a third of the year: EARLY
// (January–April), MID (May–August) or LATE (September–December).

export type Precision = 'day' | 'month' | 'quarter' | 'half' | 'third';

const THIRDS = ['EARLY', 'MID', 'LATE'] as const;

/** `day` written at `precision`. */
export function fuzzyDate(day: number, precision: Precision): string {
  const { year, month, day: dayOfMonth } = ymdOf(day);
  switch (precision) {
    case 'day':
      return `${year}-${pad(month)}-${pad(dayOfMonth)}`;
    case 'month':
      return `${year}-${pad(month)}`;
    case 'quarter':
      return `${year}-Q${Math.ceil(month / 3)}`;
    case 'half':
      return `${year}-H${month <= 6 ? 1 : 2}`;
    case 'third':
      return `${year}-${THIRDS[Math.floor((month - 1) / 4)]}`;
  }
}

/** The first and last day a target date can mean, or undefined for "" and anything unreadable. */
export function fuzzyDateSpan(text: string): { first: number; last: number } | undefined {
  const exact = dayFromIso(text);
  if (exact !== undefined) return { first: exact, last: exact };
  const match = /^(\d{4})-(\d{2}|Q[1-4]|H[12]|EARLY|MID|LATE)$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const part = match[2];
  const months = monthsOf(part);
  if (!months) return undefined;
  return { first: dayFromYmd(year, months[0], 1), last: lastDayOfMonth(year, months[1]) };
}

function monthsOf(part: string): readonly [number, number] | undefined {
  if (/^\d{2}$/.test(part)) {
    const month = Number(part);
    return month >= 1 && month <= 12 ? [month, month] : undefined;
  }
  if (part.startsWith('Q')) {
    const quarter = Number(part.slice(1));
    return [quarter * 3 - 2, quarter * 3];
  }
  if (part.startsWith('H')) return part === 'H1' ? [1, 6] : [7, 12];
  const third = THIRDS.indexOf(part as (typeof THIRDS)[number]);
  return [third * 4 + 1, third * 4 + 4];
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
