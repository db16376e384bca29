import { INDEX_SYMBOLS, TICKER_SYMBOLS, type TickerSymbol } from '@mc/proto/ticker-symbols';

/** Every symbol the ticker tape shows: the three index trackers and the 110 ranked companies. */
export const TAPE_LISTINGS: readonly TickerSymbol[] = [...INDEX_SYMBOLS, ...TICKER_SYMBOLS];
