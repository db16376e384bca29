import { addMonths, isDay, type Day } from '@mc/market-time';
import type { ListDailyBarsRequest } from '@mc/proto';
import { ruleCode, type FieldMessages } from '@mc/runtime';
import { MAX_SYMBOLS_PER_REQUEST } from '../provider/symbol-batches.js';
import { HISTORY_MONTHS } from './daily-bars-schedule.js';

/** As many tickers as one provider request carries: a caller's page of a calendar fits in one call. */
export const MAX_TICKERS = MAX_SYMBOLS_PER_REQUEST;

export interface DailyBarsQuery {
  tickers: string[];
  from: Day;
  to: Day;
}

/** The refusals of a ListDailyBars beyond the contract's rules, in DRF's words, with their codes. */
export const LIST_DAILY_BARS_MESSAGES = {
  empty: 'This list may not be empty.',
  repeated: (ticker: string) => `"${ticker}" is listed twice.`,
  dateFormat: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  beforeFrom: 'Ensure this date is not before date_from.',
  tooLong: (last: Day) => `Ensure the range is at most 2 years: date_to on or before ${last}.`,
} as const;

/** The stable codes of the messages above; the contract's own refusals keep ruleCode's. */
export function listDailyBarsCode(message: string): string {
  if (message === LIST_DAILY_BARS_MESSAGES.empty) return 'empty';
  if (message.endsWith('is listed twice.')) return 'duplicate';
  if (message === LIST_DAILY_BARS_MESSAGES.dateFormat) return 'invalid_date';
  if (message === LIST_DAILY_BARS_MESSAGES.beforeFrom) return 'date_before_from';
  if (message.startsWith('Ensure the range is at most')) return 'range_too_long';
  return ruleCode(message);
}

/**
 * Checks what the contract's rules (count, ticker shape) leave to the handler: at least one
 * ticker, each once, real dates in order, at most two years apart (the history the service keeps).
 */
export function checkDailyBarsRequest(request: ListDailyBarsRequest): { query: DailyBarsQuery } | { errors: FieldMessages } {
  const errors: Record<string, string[]> = {};
  if (request.tickers.length === 0) errors.tickers = [LIST_DAILY_BARS_MESSAGES.empty];
  const repeated = request.tickers.filter((ticker, index) => request.tickers.indexOf(ticker) !== index);
  if (repeated.length) errors.tickers = [...new Set(repeated)].map(LIST_DAILY_BARS_MESSAGES.repeated);
  const from = request.dateFrom;
  const to = request.dateTo;
  if (!isDay(from)) errors.date_from = [LIST_DAILY_BARS_MESSAGES.dateFormat];
  if (!isDay(to)) errors.date_to = [LIST_DAILY_BARS_MESSAGES.dateFormat];
  else if (isDay(from) && to < from) errors.date_to = [LIST_DAILY_BARS_MESSAGES.beforeFrom];
  else if (isDay(from) && to > addMonths(from, HISTORY_MONTHS))
    errors.date_to = [LIST_DAILY_BARS_MESSAGES.tooLong(addMonths(from, HISTORY_MONTHS))];
  if (Object.keys(errors).length) return { errors };
  return { query: { tickers: [...request.tickers], from, to } };
}
