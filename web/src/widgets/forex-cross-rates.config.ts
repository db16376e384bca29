import type { TradingViewEmbed } from './tradingview-embed.js';
import { MAJOR_CURRENCIES } from './major-currencies.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** The exchange rate of every pair of major currencies. */
export const forexCrossRatesEmbed = {
  widget: 'forex-cross-rates',
  title: 'Forex cross rates',
  height: WIDGET_HEIGHT.table,
  config: {
    width: '100%',
    height: WIDGET_HEIGHT.table,
    currencies: MAJOR_CURRENCIES,
    isTransparent: false,
    colorTheme: 'dark',
    locale: 'en',
  },
} as const satisfies TradingViewEmbed;
