import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** The day's most active, biggest gaining and biggest losing US stocks. */
export const stockHotlistsEmbed = {
  widget: 'hotlists',
  title: 'US stock movers',
  height: WIDGET_HEIGHT.large,
  config: {
    colorTheme: 'dark',
    dateRange: '12M',
    exchange: 'US',
    showChart: true,
    locale: 'en',
    largeChartUrl: '',
    isTransparent: false,
    showSymbolLogo: true,
    showFloatingTooltip: false,
    width: '100%',
    height: WIDGET_HEIGHT.large,
  },
} as const satisfies TradingViewEmbed;
