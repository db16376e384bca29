// The span of days the generators fill: a year back to a little over six months ahead of the emulator's clock
// (US Eastern days). Rows dated before the span are no longer served; rows ahead of it do not exist yet.
export interface CalendarWindow {
  fromDay: number;
  toDay: number;
}

export const HISTORY_DAYS = 365;
export const FUTURE_DAYS = 190;

export function windowAround(today: number): CalendarWindow {
  return { fromDay: today - HISTORY_DAYS, toDay: today + FUTURE_DAYS };
}
