import { isDay } from '@mc/market-time';
import { malformed } from '@mc/runtime';

const CLOCK = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Reads one row of a provider answer the way the provider writes it: numbers as strings, unknown
 * values as `""`, `updated` and `importance` as integers. A value of the wrong kind makes the row,
 * and so the page and the sync, malformed: better keep the last good data than store a guess.
 */
export class ProviderRow {
  private readonly fields: Record<string, unknown>;

  constructor(
    raw: unknown,
    private readonly where: string,
  ) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw malformed(`${where} is not an object`);
    this.fields = raw as Record<string, unknown>;
  }

  /** The provider's id: a non-empty string (or an integer, which some endpoints send). */
  id(): string {
    const value = this.fields.id;
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    throw this.wrong('id', 'a non-empty id');
  }

  /** Unix seconds of the row's last change. */
  updated(): number {
    const value = this.integer('updated');
    if (value === null || value < 0) throw this.wrong('updated', 'a Unix time in seconds');
    return value;
  }

  text(name: string): string | null {
    const value = this.fields[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw this.wrong(name, 'a string');
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }

  /** A decimal the provider sends as a string ("1.23"); a JSON number is taken as well. */
  decimal(name: string): number | null {
    const value = this.fields[name];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return Number(value);
    throw this.wrong(name, 'a number');
  }

  /** A figure shown as written, units included ("3.1%", "256K"); a JSON number is written out. */
  figure(name: string): string | null {
    const value = this.fields[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return this.text(name);
  }

  integer(name: string): number | null {
    const value = this.decimal(name);
    if (value !== null && !Number.isSafeInteger(value)) throw this.wrong(name, 'an integer');
    return value;
  }

  /** Importance 0–5 (the provider documents "at least" 0–5; anything above 5 is read as 5). */
  importance(): number | null {
    const value = this.integer('importance');
    if (value === null) return null;
    if (value < 0) throw this.wrong('importance', 'an importance from 0 to 5');
    return Math.min(value, 5);
  }

  /** YYYY-MM-DD, checked to be a real day. */
  day(name: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    if (!isDay(value)) throw this.wrong(name, 'a date YYYY-MM-DD');
    return value;
  }

  /** HH:MM:SS (HH:MM accepted), normalized to HH:MM:SS. */
  clock(name: string): string | null {
    const value = this.text(name);
    if (value === null) return null;
    const match = CLOCK.exec(value);
    if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59)
      throw this.wrong(name, 'a time HH:MM:SS');
    return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
  }

  /** A yes/no flag: 1/0, "1"/"0", true/false, "true"/"false", "yes"/"no"; `""` is unknown. */
  flag(name: string): boolean | null {
    const value = this.fields[name];
    if (value === undefined || value === null || value === '') return null;
    if (value === true || value === 1 || value === '1' || value === 'true' || value === 'yes' || value === 'Y') return true;
    if (value === false || value === 0 || value === '0' || value === 'false' || value === 'no' || value === 'N') return false;
    throw this.wrong(name, 'a yes/no flag');
  }

  /** A list of strings (empty strings dropped); absent or `""` is an empty list. */
  texts(name: string): string[] {
    const value = this.fields[name];
    if (value === undefined || value === null || value === '') return [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw this.wrong(name, 'a list of strings');
    return (value as string[]).map((item) => item.trim()).filter((item) => item !== '');
  }

  /** Nested objects (FDA companies, conference securities), each read as a row of its own. */
  rows(name: string): ProviderRow[] {
    const value = this.fields[name];
    if (value === undefined || value === null || value === '') return [];
    if (!Array.isArray(value)) throw this.wrong(name, 'a list');
    return value.map((item, index) => new ProviderRow(item, `${this.where}.${name}[${index}]`));
  }

  row(name: string): ProviderRow | null {
    const value = this.fields[name];
    if (value === undefined || value === null || value === '') return null;
    return new ProviderRow(value, `${this.where}.${name}`);
  }

  private wrong(name: string, expected: string) {
    return malformed(`${this.where}: ${name} should be ${expected}, not ${JSON.stringify(this.fields[name])?.slice(0, 60)}`);
  }
}
