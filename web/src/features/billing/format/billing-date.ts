const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d+$/;
// Unix times in milliseconds are above this; in seconds they stay below it until the year 5138.
const MILLISECONDS_THRESHOLD = 1e11;

const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * A billing date from the server as the user reads it ("Jan 5, 2026"). Accepts Unix times (seconds
 * as Stripe gives them, or milliseconds), ISO timestamps (shown in the user's time zone) and plain
 * dates (shown as they are, whatever the time zone). Text that is no date is shown unchanged.
 */
export function formatBillingDate(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || DIGITS.test(value)) {
    const time = Number(value);
    return new Date(time < MILLISECONDS_THRESHOLD ? time * 1000 : time).toLocaleDateString('en-US', dateFormat);
  }
  if (DATE_ONLY.test(value))
    return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', { ...dateFormat, timeZone: 'UTC' });
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? value : new Date(parsed).toLocaleDateString('en-US', dateFormat);
}
