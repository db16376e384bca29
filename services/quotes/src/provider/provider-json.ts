import { malformed } from '@mc/runtime';

// Readers of the provider's JSON, shared by its answers' parsers: each value is checked where it is read, and
// anything unexpected throws a `malformed` ProviderError naming the field.

export type JsonRecord = Record<string, unknown>;

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw malformed(`not JSON: ${JSON.stringify(text.slice(0, 80))}`);
  }
}

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

export function record(value: unknown, where: string): JsonRecord {
  if (!isRecord(value)) throw malformed(`${where} should be an object, got ${describe(value)}`);
  return value;
}

export function text(value: unknown, where: string): string | null {
  if (isMissing(value)) return null;
  if (typeof value !== 'string') throw malformed(`${where} should be text, got ${describe(value)}`);
  return value.trim() || null;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export function decimal(value: unknown, where: string): number | null {
  if (isMissing(value)) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  throw malformed(`${where} should be a number, got ${describe(value)}`);
}

const EPOCH_MS = /^\d+$/;
// Only ISO 8601: Date's own parser would also take "March 4" or "-1" and guess.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds (Benzinga's `lastTradeTime`, as a number or digits) or an ISO 8601 date. */
export function instant(value: unknown, where: string): Date | null {
  if (isMissing(value)) return null;
  let date: Date | undefined;
  if (typeof value === 'number' || (typeof value === 'string' && EPOCH_MS.test(value))) date = new Date(Number(value));
  else if (typeof value === 'string' && ISO_8601.test(value)) date = new Date(value);
  if (date === undefined || Number.isNaN(date.getTime())) throw malformed(`${where} should be a time, got ${describe(value)}`);
  return date;
}

export function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value)?.slice(0, 40) ?? typeof value;
}
