// The emulated market trades around the clock, every day of the week, so prices move whenever a test looks.
// A trading day runs from one close to the next; the close is 21:00 UTC (16:00 in New York in winter),
// which anchors "previous close" and the day's open, high, low and volume.

export const DAY_MS = 86_400_000;
const CLOSE_UTC_OFFSET_MS = 21 * 3_600_000;

/** The last close strictly before `epochMs`: at the very moment of a close, that close belongs to the day ending now. */
export function previousCloseTime(epochMs: number): number {
  const daysSinceFirstClose = Math.ceil((epochMs - CLOSE_UTC_OFFSET_MS) / DAY_MS) - 1;
  return daysSinceFirstClose * DAY_MS + CLOSE_UTC_OFFSET_MS;
}

/** How far through its trading day `epochMs` is, in (0, 1]. */
export function fractionOfTradingDay(epochMs: number): number {
  return (epochMs - previousCloseTime(epochMs)) / DAY_MS;
}
