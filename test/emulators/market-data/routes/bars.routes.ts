import { isDay } from '@mc/market-time';
import { errorAnswer, jsonAnswer } from '../answers.js';
import { toCandle } from '../bars/bar-fields.js';
import { dailyBars } from '../bars/daily-bars.js';
import { findListing } from '../listings.js';
import type { EmulatorAnswer, EmulatorRequest, Route, RouteContext } from '../route.js';
import { MAX_SYMBOLS_PER_REQUEST, requestedSymbols } from './quote-delayed.routes.js';

// Benzinga's bars (chart) API, daily interval only: `[{symbol, candles: [...]}]`, one entry per known symbol in
// request order (unknown symbols left out, as the delayed quotes do). It is part of the quotes API: the same key
// check, the same error shape and the same /__control/mode switches.

const DAILY_INTERVAL = '1D';

export const barsRoutes: readonly Route[] = [
  { method: 'GET', path: '/api/v2/bars', audience: 'provider', api: 'quotes', handle: answerBars },
];

function answerBars(request: EmulatorRequest, { control, seed }: RouteContext): EmulatorAnswer {
  const params = request.url.searchParams;
  const symbols = requestedSymbols(params.get('symbols'));
  if (symbols.length === 0) return invalid('symbols is required', 'symbols');
  if (symbols.length > MAX_SYMBOLS_PER_REQUEST) {
    return invalid(`at most ${MAX_SYMBOLS_PER_REQUEST} symbols per request, got ${symbols.length}`, 'symbols');
  }
  const from = params.get('from');
  const to = params.get('to');
  if (from === null || !isDay(from)) return invalid('from must be a date as YYYY-MM-DD', 'from');
  if (to === null || !isDay(to)) return invalid('to must be a date as YYYY-MM-DD', 'to');
  if (to < from) return invalid('to must not be before from', 'to');
  const interval = params.get('interval') ?? DAILY_INTERVAL;
  if (interval.toUpperCase() !== DAILY_INTERVAL)
    return invalid(`interval ${interval} is not emulated: only ${DAILY_INTERVAL}`, 'interval');
  const now = control.now();
  const answer = symbols.flatMap((symbol) => {
    if (!findListing(symbol)) return [];
    const candles = dailyBars(symbol, now, seed)
      .filter((bar) => bar.day >= from && bar.day <= to)
      .map(toCandle);
    return [{ symbol, candles }];
  });
  return jsonAnswer(200, answer);
}

function invalid(message: string, param: string): EmulatorAnswer {
  return errorAnswer(400, 'invalid_request_error', message, [param]);
}
