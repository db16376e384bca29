// Numbers as traders read them. Deterministic (en-US), whatever the browser's locale, so that tests and
// screenshots agree.

const TRILLION = 1e12;
const BILLION = 1e9;
const MILLION = 1e6;
const THOUSAND = 1e3;

const fixed = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const signOf = (value: number) => (value < 0 ? '-' : '');

/** "$1.23", "-$0.05". */
export function dollars(value: number | null, digits = 2): string {
  if (value === null) return '—';
  return `${signOf(value)}$${fixed(Math.abs(value), digits)}`;
}

/** "$2.91T", "$145.2B", "$820.5M", "$45.0K": market caps, revenues, deal sizes. */
export function compactDollars(value: number | null): string {
  if (value === null) return '—';
  const size = Math.abs(value);
  const [unit, suffix] =
    size >= TRILLION ? [TRILLION, 'T'] : size >= BILLION ? [BILLION, 'B'] : size >= MILLION ? [MILLION, 'M'] : [THOUSAND, 'K'];
  if (size < THOUSAND) return dollars(value, 0);
  return `${signOf(value)}$${fixed(size / unit, size / unit >= 100 ? 1 : 2)}${suffix}`;
}

/** "12.5M" shares. */
export function compactCount(value: number | null): string {
  if (value === null) return '—';
  if (value >= BILLION) return `${fixed(value / BILLION, 2)}B`;
  if (value >= MILLION) return `${fixed(value / MILLION, 2)}M`;
  return value.toLocaleString('en-US');
}

/** "+4.2%", "-1.0%": a surprise, with its sign written (colour alone never carries it). */
export function signedPercent(value: number | null): string {
  if (value === null) return '—';
  return `${value > 0 ? '+' : value < 0 ? '-' : ''}${fixed(Math.abs(value), 1)}%`;
}

/** The provider's yields are fractions: 0.0125 → "1.25%". */
export function fractionPercent(value: number | null): string {
  return value === null ? '—' : `${fixed(value * 100, 2)}%`;
}

/** "4:05 PM" from the API's 24-hour "16:05". */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const period = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${period}`;
}

const updatedFormats = new Map<string, Intl.DateTimeFormat>();

/** "Jul 14, 9:32 AM" in the reader's zone: when a row last changed. */
export function updatedAt(iso: string, timeZone: string): string {
  if (!iso) return '—';
  let format = updatedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    updatedFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** Payments per year in words. */
export function frequencyLabel(perYear: number | null): string {
  const words: Record<number, string> = { 1: 'Annual', 2: 'Semiannual', 4: 'Quarterly', 12: 'Monthly' };
  if (perYear === null) return '—';
  return words[perYear] ?? `${perYear}× a year`;
}

/** Dividends are declared to the tenth of a cent: "$0.53", "$0.1025". */
export function dividendDollars(value: number | null): string {
  if (value === null) return '—';
  return `${signOf(value)}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
}
