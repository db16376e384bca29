import { addDays, type Day, type DayRange } from '../calendars/model/day-range.js';

/** "Within N days" (issue 21 §4): today alone, or from today to N days ahead. */
export const QUICK_RANGES = [
  { days: 0, label: 'Today' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
] as const;

export const withinDays = (today: Day, days: number): DayRange => ({ from: today, to: addDays(today, days) });
