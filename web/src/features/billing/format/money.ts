const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Spec §9: amounts are shown in dollars with 2 decimals ("$20.00"); null when there is no amount. */
export function formatDollars(amount: number | string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? dollars.format(value) : null;
}

/** Cart prices are kept in cents (spec §3: 2000). */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** True for an amount worth showing (a discount of 0 is no discount). */
export function isNonZeroAmount(amount: number | string | null | undefined): boolean {
  if (amount === null || amount === undefined || amount === '') return false;
  const value = Number(amount);
  return Number.isFinite(value) && value !== 0;
}
