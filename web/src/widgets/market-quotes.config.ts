import type { TradingViewEmbed } from './tradingview-embed.js';
import { US_INDEX_FUTURES } from './us-index-futures.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** A quote board: index funds, futures, bonds, currencies and the largest coins. */
export const marketQuotesEmbed = {
  widget: 'market-quotes',
  title: 'Quote board',
  height: WIDGET_HEIGHT.large,
  config: {
    width: '100%',
    height: WIDGET_HEIGHT.large,
    symbolsGroups: [
      {
        name: 'Indices',
        symbols: [
          { name: 'AMEX:SPY', displayName: 'S&P 500 (SPY)' },
          { name: 'NASDAQ:QQQ', displayName: 'Nasdaq 100 (QQQ)' },
          { name: 'AMEX:DIA', displayName: 'Dow Jones (DIA)' },
          { name: 'AMEX:IWM', displayName: 'Russell 2000 (IWM)' },
        ],
      },
      {
        name: 'Futures',
        symbols: [
          { name: US_INDEX_FUTURES.sp500, displayName: 'E-mini S&P 500' },
          { name: US_INDEX_FUTURES.nasdaq100, displayName: 'E-mini Nasdaq 100' },
          { name: US_INDEX_FUTURES.dow, displayName: 'E-mini Dow' },
          { name: 'NYMEX:CL1!', displayName: 'Crude oil' },
          { name: 'COMEX:GC1!', displayName: 'Gold' },
        ],
      },
      {
        name: 'Bonds',
        symbols: [
          { name: 'CBOT:ZN1!', displayName: '10-year T-note' },
          { name: 'CBOT:ZB1!', displayName: '30-year T-bond' },
        ],
      },
      {
        name: 'Forex',
        symbols: [
          { name: 'FX:EURUSD', displayName: 'EUR/USD' },
          { name: 'FX:GBPUSD', displayName: 'GBP/USD' },
          { name: 'FX:USDJPY', displayName: 'USD/JPY' },
        ],
      },
      {
        name: 'Crypto',
        symbols: [
          { name: 'BITSTAMP:BTCUSD', displayName: 'Bitcoin' },
          { name: 'BITSTAMP:ETHUSD', displayName: 'Ether' },
        ],
      },
    ],
    showSymbolLogo: true,
    isTransparent: false,
    colorTheme: 'dark',
    locale: 'en',
  },
} as const satisfies TradingViewEmbed;
