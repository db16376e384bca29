import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** Valuation, margins, balance sheet and dividends of one company. */
export function companyFinancialsEmbed(symbol: string) {
  return {
    widget: 'financials',
    title: `${symbol} fundamentals`,
    height: WIDGET_HEIGHT.table,
    config: {
      isTransparent: false,
      largeChartUrl: '',
      displayMode: 'regular',
      width: '100%',
      height: WIDGET_HEIGHT.table,
      colorTheme: 'dark',
      symbol,
      locale: 'en',
    },
  } as const satisfies TradingViewEmbed;
}
