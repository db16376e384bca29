import type { DomainFieldError } from '@mc/runtime';

/** Issue 21 §1: a name of 1–60 characters, 1–200 tickers, 20 lists per account. */
export const MAX_NAME_LENGTH = 60;
export const MAX_TICKERS = 200;
export const MAX_WATCHLISTS = 20;

/** A symbol as the calendars take it (letters, digits, dot, dash, slash: BRK.B, RDS-A). */
const TICKER = /^[A-Z0-9][A-Z0-9.\-/]{0,11}$/;

export const SKIP_REASONS = {
  notASymbol: 'Not a ticker symbol.',
  unknown: 'Not a known ticker.',
  repeated: 'Listed twice.',
} as const;

const fieldError = (field: string, code: string, message: string): DomainFieldError => ({ field, code, message });

/** The name trimmed, or its refusal in DRF's words. */
export function checkName(raw: string): { name: string } | { error: DomainFieldError } {
  const name = raw.trim();
  if (!name) return { error: fieldError('name', 'blank', 'This field may not be blank.') };
  if ([...name].length > MAX_NAME_LENGTH)
    return { error: fieldError('name', 'max_length', `Ensure this field has no more than ${MAX_NAME_LENGTH} characters.`) };
  if (/[\p{Cc}\p{Cf}]/u.test(name))
    return { error: fieldError('name', 'invalid', 'Enter the name on one line, without control characters.') };
  return { name };
}

export const nameTaken = (): DomainFieldError =>
  fieldError('name', 'name_taken', 'You already have a watch list with this name.');

export const tooManyLists = (): DomainFieldError =>
  fieldError('', 'too_many_watchlists', `You can keep at most ${MAX_WATCHLISTS} watch lists. Delete one to make room.`);

/** What a list's tickers must be after a change: 1 to 200 of them. */
export function countError(field: string, count: number): DomainFieldError | undefined {
  if (count === 0) return fieldError(field, 'empty', 'This list may not be empty.');
  if (count > MAX_TICKERS) return fieldError(field, 'max_items', `Ensure this field has no more than ${MAX_TICKERS} elements.`);
  return undefined;
}

export interface SortedValues {
  /** Upper-case symbols in the order given, each once. */
  symbols: string[];
  /** Values that are no symbol at all, and repeats, with the reason. */
  skipped: { value: string; reason: string }[];
}

/** Values as typed or imported, as symbols: trimmed, upper-cased, each once, in the order given. */
export function symbolsOf(values: readonly string[]): SortedValues {
  const symbols: string[] = [];
  const skipped: SortedValues['skipped'] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const symbol = value.trim().toUpperCase();
    if (!symbol) continue;
    if (!TICKER.test(symbol)) skipped.push({ value: value.trim(), reason: SKIP_REASONS.notASymbol });
    else if (seen.has(symbol)) skipped.push({ value: symbol, reason: SKIP_REASONS.repeated });
    else {
      seen.add(symbol);
      symbols.push(symbol);
    }
  }
  return { symbols, skipped };
}

/** Each value that is no symbol, refused by name (a request that does not ask to skip). */
export const notASymbol = (field: string, value: string): DomainFieldError =>
  fieldError(field, 'invalid_ticker', `"${value}" is not a valid ticker symbol.`);

/** Each symbol the company universe does not know, refused by name. */
export const unknownTicker = (field: string, symbol: string): DomainFieldError =>
  fieldError(field, 'unknown_ticker', `"${symbol}" is not a known ticker.`);

export const nothingKnown = (): DomainFieldError =>
  fieldError('tickers', 'no_known_ticker', 'None of the values is a known ticker.');

/**
 * Why `ids` is not an order of the owner's lists (`owned`), or nothing when it names each once. An id
 * that is no list of the owner's is refused as unknown, whoever's it is: nothing says whether it exists.
 */
export function orderError(owned: readonly number[], ids: readonly number[]): DomainFieldError | undefined {
  const mine = new Set(owned);
  const foreign = [...new Set(ids.filter((id) => !mine.has(id)))];
  if (foreign.length) return fieldError('ids', 'unknown_watchlist', `No watch list of yours has the id ${foreign.join(', ')}.`);
  const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  if (repeated.length)
    return fieldError('ids', 'repeated_watchlist', `Name each list once: ${repeated.join(', ')} is named twice.`);
  const given = new Set(ids);
  const missing = owned.filter((id) => !given.has(id));
  if (missing.length)
    return fieldError('ids', 'missing_watchlist', `Name every one of your lists: ${missing.join(', ')} is missing.`);
  return undefined;
}
