import { errorAnswer, jsonAnswer } from '../answers.js';
import { findListing } from '../listings.js';
import { toQuoteFields } from '../quote-fields.js';
import { toShapeA, toShapeB } from '../quote-shapes.js';
import { snapshotAt } from '../quote-snapshot.js';
import type { EmulatorAnswer, EmulatorRequest, Route, RouteContext } from '../route.js';

export const MAX_SYMBOLS_PER_REQUEST = 50;

// Benzinga serves delayed quotes under v1 and v2; both paths answer here, in the shape the control mode selects.
export const quoteDelayedRoutes: readonly Route[] = ['/api/v1/quoteDelayed', '/api/v2/quoteDelayed'].map((path): Route => ({
  method: 'GET',
  path,
  audience: 'provider',
  api: 'quotes',
  handle: answerDelayedQuotes,
}));

function answerDelayedQuotes(request: EmulatorRequest, { control, seed }: RouteContext): EmulatorAnswer {
  const symbols = requestedSymbols(request.url.searchParams.get('symbols'));
  if (symbols.length === 0) {
    return errorAnswer(400, 'invalid_request_error', 'symbols is required (isin and cik are not emulated)', ['symbols']);
  }
  if (symbols.length > MAX_SYMBOLS_PER_REQUEST) {
    return errorAnswer(
      400,
      'invalid_request_error',
      `at most ${MAX_SYMBOLS_PER_REQUEST} symbols per request, got ${symbols.length}`,
      ['symbols'],
    );
  }
  const now = control.now();
  // Unknown symbols are left out of the answer rather than reported, so "no quote" looks the same in both shapes.
  const quotes = symbols.flatMap((symbol) => {
    const listing = findListing(symbol);
    return listing ? [toQuoteFields(snapshotAt(listing, now, seed), seed)] : [];
  });
  return jsonAnswer(200, control.providerMode === 'shapeB' ? toShapeB(quotes) : toShapeA(quotes));
}

export function requestedSymbols(list: string | null): string[] {
  const symbols = (list ?? '').split(',').map((symbol) => symbol.trim().toUpperCase());
  return [...new Set(symbols.filter((symbol) => symbol !== ''))];
}
