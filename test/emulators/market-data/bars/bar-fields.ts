import { EXCHANGE_TIME_ZONE, wallClock } from '@mc/market-time';
import type { DailyBar } from './daily-bars.js';

/** One candle as Benzinga's bars API sends it: `time` is epoch milliseconds as a string, prices and volume numbers. */
export interface Candle {
  time: string;
  dateTime: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export function toCandle(bar: DailyBar): Candle {
  const { open, high, low, close, volume } = bar;
  return { time: String(bar.closesAt), dateTime: newYorkIso(bar.closesAt), open, high, low, close, volume };
}

/** `2026-11-27T13:00:00.000-05:00`: the New York wall clock with its UTC offset, as the provider writes it. */
export function newYorkIso(epochMs: number): string {
  const { day, time } = wallClock(epochMs, EXCHANGE_TIME_ZONE);
  const offsetMinutes = Math.round((Date.parse(`${day}T${time}.000Z`) - Math.floor(epochMs / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  const millis = String(epochMs % 1000).padStart(3, '0');
  return `${day}T${time}.${millis}${sign}${hours}:${minutes}`;
}
