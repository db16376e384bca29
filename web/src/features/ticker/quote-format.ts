import { TICKER_SETTINGS } from './ticker-settings.js';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec §9: names longer than 20 characters are cut at 20 and end in an ellipsis. */
export function shortCompanyName(name: string): string {
  return name.length > TICKER_SETTINGS.nameMaxLength ? `${name.slice(0, TICKER_SETTINGS.nameMaxLength)}...` : name;
}

export function formatPrice(value: number): string {
  return twoDecimals.format(value);
}

/** Spec §9: a change of 0 or more is a gain (green, plus sign); anything below is a loss (red). */
export function isGain(change: number): boolean {
  return change >= 0;
}

function withSign(value: number): string {
  return `${value >= 0 ? '+' : '-'}${twoDecimals.format(Math.abs(value))}`;
}

/** `+1.23 (+0.66%)`, `-0.50 (-0.27%)`. */
export function formatChange(change: number, changePercent: number): string {
  return `${withSign(change)} (${withSign(changePercent)}%)`;
}
