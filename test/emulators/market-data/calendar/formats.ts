import { isoOf } from './civil-date.js';

// How the provider writes numbers: decimal strings, "" when unknown.

export function decimal(value: number | undefined, decimals: number): string {
  return value === undefined || !Number.isFinite(value) ? '' : value.toFixed(decimals);
}

export function wholeNumber(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : Math.round(value).toFixed(0);
}

/** (actual − estimate) ÷ |estimate| in percent, or "" when the estimate is zero. */
export function surprisePercent(actual: number, estimate: number): string {
  return estimate === 0 ? '' : (((actual - estimate) / Math.abs(estimate)) * 100).toFixed(2);
}

export function dateText(day: number): string {
  return isoOf(day);
}
