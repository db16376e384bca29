import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** Spec §1: the S&P 500 by sector, blocks sized by market cap and coloured by the day's change. */
export const stockHeatmapEmbed = {
  widget: 'stock-heatmap',
  title: 'S&P 500 heatmap',
  height: WIDGET_HEIGHT.large,
  config: {
    exchanges: [],
    dataSource: 'SPX500',
    grouping: 'sector',
    blockSize: 'market_cap_basic',
    blockColor: 'change',
    locale: 'en',
    symbolUrl: '',
    colorTheme: 'dark',
    hasTopBar: true,
    isDataSetEnabled: false,
    isZoomEnabled: true,
    hasSymbolTooltip: true,
    isMonoSize: false,
    width: '100%',
    height: WIDGET_HEIGHT.large,
  },
} as const satisfies TradingViewEmbed;
