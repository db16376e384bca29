/**
 * Stripe counts cents; the spec shows dollars with two decimals. Integer arithmetic only, so
 * 1999 is "19.99" and never 19.990000000000002.
 */
export function dollars(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A moment as an ISO calendar date in UTC. */
export function calendarDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
