import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';

const NAME_BY_SYMBOL: ReadonlyMap<string, string> = new Map(
  [...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map(({ symbol, name }) => [symbol, name]),
);

/** The name of a symbol on the ticker tape's list, if it is one. */
export function listedCompanyName(symbol: string): string | undefined {
  return NAME_BY_SYMBOL.get(symbol);
}
