import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** US economic releases of medium and high importance: the macro catalysts. */
export const economicCalendarEmbed = {
  widget: 'events',
  title: 'US economic calendar',
  height: WIDGET_HEIGHT.table,
  config: {
    colorTheme: 'dark',
    isTransparent: false,
    width: '100%',
    height: WIDGET_HEIGHT.table,
    locale: 'en',
    importanceFilter: '0,1',
    countryFilter: 'us',
  },
} as const satisfies TradingViewEmbed;
