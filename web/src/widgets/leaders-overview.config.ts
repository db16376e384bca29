import { TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** How many of the ranked companies the comparison chart shows, one tab each. */
export const LEADERS_SHOWN = 5;

/** The five highest-ranked companies of the ticker tape, one tab each, over 12 months. */
export const leadersOverviewEmbed = {
  widget: 'symbol-overview',
  title: 'Top-ranked companies',
  height: WIDGET_HEIGHT.table,
  config: {
    symbols: TICKER_SYMBOLS.slice(0, LEADERS_SHOWN).map(({ symbol, name }) => [name, `${symbol}|12M`]),
    chartOnly: false,
    width: '100%',
    height: WIDGET_HEIGHT.table,
    locale: 'en',
    colorTheme: 'dark',
    isTransparent: false,
    showVolume: false,
    chartType: 'area',
    changeMode: 'price-and-percent',
    dateRanges: ['1d|1', '1m|30', '3m|60', '12m|1D', '60m|1W', 'all|1M'],
  },
} as const satisfies TradingViewEmbed;
