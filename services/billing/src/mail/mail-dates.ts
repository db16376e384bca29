/** "December 1, 2026": the date as a subscriber reads it in a mail (UTC, as billing's dates are). */
export const longDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
