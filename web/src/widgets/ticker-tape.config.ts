import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** Spec §1: the three index trackers, then the 110 ranked companies, with logos, in adaptive display. */
export const tickerTapeEmbed = {
  widget: 'ticker-tape',
  title: 'Live ticker tape',
  height: WIDGET_HEIGHT.tickerTape,
  config: {
    symbols: [...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map(({ symbol }) => ({ proName: symbol, title: symbol })),
    showSymbolLogo: true,
    isTransparent: false,
    displayMode: 'adaptive',
    colorTheme: 'dark',
    locale: 'en',
  },
} as const satisfies TradingViewEmbed;
