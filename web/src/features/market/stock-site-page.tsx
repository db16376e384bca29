import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { advancedFuturesChartEmbed } from '../../widgets/advanced-futures-chart.config.js';
import { stockHeatmapEmbed } from '../../widgets/stock-heatmap.config.js';
import { tickerTapeEmbed } from '../../widgets/ticker-tape.config.js';
import { usMarketScreenerEmbeds } from '../../widgets/us-stock-screeners.config.js';
import { MarketPage } from './market-page.js';

/** The spec §1 blocks on one screen: ticker tape, futures chart, S&P 500 heatmap and the three screeners. */
export default function StockSitePage() {
  return (
    <MarketPage
      title="Stock Market Dashboard"
      intro="The whole session on one screen: live prices, the E-mini S&P 500 futures chart with its index siblings, the S&P 500 heatmap and the day's screeners."
    >
      <div className="market-page__full-bleed">
        <TradingViewWidget embed={tickerTapeEmbed} removeOnUnmount bare />
      </div>
      <TradingViewWidget embed={advancedFuturesChartEmbed} />
      <TradingViewWidget embed={stockHeatmapEmbed} />
      {usMarketScreenerEmbeds.map((embed) => (
        <TradingViewWidget key={embed.title} embed={embed} />
      ))}
    </MarketPage>
  );
}
