import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** Every coin by market cap, priced in US dollars. */
export const cryptoMarketEmbed = {
  widget: 'screener',
  title: 'Crypto market',
  height: WIDGET_HEIGHT.large,
  config: {
    width: '100%',
    height: WIDGET_HEIGHT.large,
    defaultColumn: 'overview',
    screener_type: 'crypto_mkt',
    displayCurrency: 'USD',
    colorTheme: 'dark',
    isTransparent: false,
    locale: 'en',
  },
} as const satisfies TradingViewEmbed;
