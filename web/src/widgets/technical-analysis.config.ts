import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** The buy/sell gauge from oscillators and moving averages, daily by default. */
export function technicalAnalysisEmbed(symbol: string) {
  return {
    widget: 'technical-analysis',
    title: `${symbol} technical rating`,
    height: WIDGET_HEIGHT.table,
    config: {
      interval: '1D',
      width: '100%',
      height: WIDGET_HEIGHT.table,
      isTransparent: false,
      symbol,
      showIntervalTabs: true,
      displayMode: 'single',
      locale: 'en',
      colorTheme: 'dark',
    },
  } as const satisfies TradingViewEmbed;
}
