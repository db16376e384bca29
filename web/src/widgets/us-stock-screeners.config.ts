import type { TradingViewEmbed } from './tradingview-embed.js';
import { WIDGET_HEIGHT } from './widget-heights.js';

type UsScreen = 'top_gainers' | 'top_losers' | 'most_capitalized' | 'volume_leaders' | 'general';

/** A US stock screener opening on the overview columns, with its toolbar. */
function usStockScreener(title: string, defaultScreen: UsScreen) {
  return {
    widget: 'screener',
    title,
    height: WIDGET_HEIGHT.table,
    config: {
      width: '100%',
      height: WIDGET_HEIGHT.table,
      defaultColumn: 'overview',
      defaultScreen,
      market: 'america',
      showToolbar: true,
      colorTheme: 'dark',
      isTransparent: false,
      locale: 'en',
    },
  } as const satisfies TradingViewEmbed;
}

export const topGainersScreenerEmbed = usStockScreener('Top gainers', 'top_gainers');
export const topLosersScreenerEmbed = usStockScreener('Top losers', 'top_losers');
export const mostCapitalizedScreenerEmbed = usStockScreener('Most capitalized', 'most_capitalized');
export const volumeLeadersScreenerEmbed = usStockScreener('Volume leaders', 'volume_leaders');
export const allUsStocksScreenerEmbed = usStockScreener('All US stocks', 'general');

/** Spec §1: the three US market screeners. */
export const usMarketScreenerEmbeds = [topGainersScreenerEmbed, topLosersScreenerEmbed, mostCapitalizedScreenerEmbed] as const;
