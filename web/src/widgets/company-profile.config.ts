import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** What the company does: sector, industry, employees and a description. */
export function companyProfileEmbed(symbol: string) {
  return {
    widget: 'symbol-profile',
    title: `${symbol} company profile`,
    height: WIDGET_HEIGHT.table,
    config: {
      width: '100%',
      height: WIDGET_HEIGHT.table,
      isTransparent: false,
      colorTheme: 'dark',
      symbol,
      locale: 'en',
    },
  } as const satisfies TradingViewEmbed;
}
