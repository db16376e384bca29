const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// Catalyst days are calendar days (US Eastern, as the provider gives them): formatted in UTC so the
// reader's own zone never moves them to the day before.
const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const easternTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

/** `187.44`. */
export function formatPrice(value: number): string {
  return twoDecimals.format(value);
}

/** `+1.23`, `-0.50`, `+0.00` (no change counts as a gain, as on the tape). */
export function formatSignedChange(value: number): string {
  return `${value >= 0 ? '+' : '-'}${twoDecimals.format(Math.abs(value))}`;
}

/** `+0.66%`, `-1.20%`. */
export function formatSignedPercent(value: number): string {
  return `${formatSignedChange(value)}%`;
}

/** Spec §9: a change of 0 or more is a gain (green), anything below a loss (red). */
export function changeTone(value: number): 'gain' | 'loss' {
  return value >= 0 ? 'gain' : 'loss';
}

const MARKET_CAP_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
] as const;

/** US dollars, the way traders read them: `$3.45T`, `$812.3B`, `$950.2M`. */
export function formatMarketCap(dollars: number): string {
  const unit = MARKET_CAP_UNITS.find((candidate) => dollars >= candidate.size);
  if (!unit) return `$${twoDecimals.format(dollars)}`;
  const scaled = dollars / unit.size;
  return `$${unit.suffix === 'T' ? twoDecimals.format(scaled) : oneDecimal.format(scaled)}${unit.suffix}`;
}

/** `2026-12-04` → `Dec 4, 2026`. */
export function formatCalendarDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return calendarDay.format(new Date(Date.UTC(year, month - 1, day)));
}

/** An ISO instant as New York time: `Nov 23, 3:45 PM EST`. */
export function formatEasternTime(isoInstant: string): string {
  const instant = new Date(isoInstant);
  return Number.isNaN(instant.getTime()) ? isoInstant : easternTime.format(instant);
}
