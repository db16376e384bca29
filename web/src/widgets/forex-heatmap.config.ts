import type { TradingViewEmbed } from './tradingview-embed.js';
import { MAJOR_CURRENCIES } from './major-currencies.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** How strong each major currency is against each other one today. */
export const forexHeatmapEmbed = {
  widget: 'forex-heat-map',
  title: 'Forex heatmap',
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
