import type { TradingViewEmbed } from './tradingview-embed.js';
import { US_INDEX_FUTURES } from './us-index-futures.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** Benchmarks across asset classes, one tab each, with a 12-month chart of the one picked. */
export const marketOverviewEmbed = {
  widget: 'market-overview',
  title: 'Markets at a glance',
  height: WIDGET_HEIGHT.large,
  config: {
    colorTheme: 'dark',
    dateRange: '12M',
    showChart: true,
    locale: 'en',
    width: '100%',
    height: WIDGET_HEIGHT.large,
    largeChartUrl: '',
    isTransparent: false,
    showSymbolLogo: true,
    showFloatingTooltip: true,
    tabs: [
      {
        title: 'Indices',
        symbols: [
          { s: 'AMEX:SPY', d: 'S&P 500 (SPY)' },
          { s: 'NASDAQ:QQQ', d: 'Nasdaq 100 (QQQ)' },
          { s: 'AMEX:DIA', d: 'Dow Jones (DIA)' },
          { s: 'AMEX:IWM', d: 'Russell 2000 (IWM)' },
        ],
      },
      {
        title: 'Futures',
        symbols: [
          { s: US_INDEX_FUTURES.sp500, d: 'E-mini S&P 500' },
          { s: US_INDEX_FUTURES.nasdaq100, d: 'E-mini Nasdaq 100' },
          { s: US_INDEX_FUTURES.dow, d: 'E-mini Dow' },
          { s: 'NYMEX:CL1!', d: 'Crude oil' },
          { s: 'COMEX:GC1!', d: 'Gold' },
        ],
      },
      {
        title: 'Bonds',
        symbols: [
          { s: 'CBOT:ZN1!', d: '10-year T-note' },
          { s: 'CBOT:ZB1!', d: '30-year T-bond' },
          { s: 'CBOT:ZF1!', d: '5-year T-note' },
        ],
      },
      {
        title: 'Forex',
        symbols: [
          { s: 'FX:EURUSD', d: 'EUR/USD' },
          { s: 'FX:GBPUSD', d: 'GBP/USD' },
          { s: 'FX:USDJPY', d: 'USD/JPY' },
          { s: 'FX:USDCAD', d: 'USD/CAD' },
        ],
      },
    ],
  },
} as const satisfies TradingViewEmbed;
