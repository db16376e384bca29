import type { TradingViewEmbed } from './tradingview-embed.js';
import { US_INDEX_FUTURES } from './us-index-futures.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** Spec §1: the advanced chart of the E-mini S&P 500 future, with the three index futures to switch between. */
export const advancedFuturesChartEmbed = {
  widget: 'advanced-chart',
  title: 'E-mini S&P 500 futures chart',
  height: WIDGET_HEIGHT.large,
  config: {
    width: '100%',
    height: WIDGET_HEIGHT.large,
    symbol: US_INDEX_FUTURES.sp500,
    timezone: 'America/New_York',
    theme: 'dark',
    style: '1',
    locale: 'en',
    range: '12M',
    allow_symbol_change: true,
    watchlist: [US_INDEX_FUTURES.sp500, US_INDEX_FUTURES.nasdaq100, US_INDEX_FUTURES.dow],
    details: true,
    hotlist: true,
    calendar: false,
    // TradingView's ids for Bollinger Bands, the weighted moving average and the Stochastic oscillator.
    studies: ['STD;Bollinger_Bands', 'STD;WMA', 'STD;Stochastic'],
    support_host: 'https://www.tradingview.com',
  },
} as const satisfies TradingViewEmbed;
