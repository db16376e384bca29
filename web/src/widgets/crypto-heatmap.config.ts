import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** The largest coins, blocks sized by market cap and coloured by the 24-hour change. */
export const cryptoHeatmapEmbed = {
  widget: 'crypto-coins-heatmap',
  title: 'Crypto heatmap',
  height: WIDGET_HEIGHT.large,
  config: {
    dataSource: 'Crypto',
    blockSize: 'market_cap_calc',
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
