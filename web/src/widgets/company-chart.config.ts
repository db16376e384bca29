import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

/** The advanced chart of one company over 12 months, in New York time. */
export function companyChartEmbed(symbol: string) {
  return {
    widget: 'advanced-chart',
    title: `${symbol} chart`,
    height: WIDGET_HEIGHT.large,
    config: {
      width: '100%',
      height: WIDGET_HEIGHT.large,
      symbol,
      timezone: 'America/New_York',
      theme: 'dark',
      style: '1',
      locale: 'en',
      range: '12M',
      allow_symbol_change: true,
      details: true,
      calendar: false,
      support_host: 'https://www.tradingview.com',
    },
  } as const satisfies TradingViewEmbed;
}
