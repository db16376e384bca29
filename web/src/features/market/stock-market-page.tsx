import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { stockHeatmapEmbed } from '../../widgets/stock-heatmap.config.js';
import { stockHotlistsEmbed } from '../../widgets/stock-hotlists.config.js';
import { tickerTapeEmbed } from '../../widgets/ticker-tape.config.js';
import { MarketPage } from './market-page.js';

export default function StockMarketPage() {
  return (
    <MarketPage
      title="Stock Market"
      intro="Live prices of the 110 companies we rank and the three index funds, the day's biggest movers, and the S&P 500 by sector."
    >
      <div className="market-page__full-bleed">
        <TradingViewWidget embed={tickerTapeEmbed} removeOnUnmount bare />
      </div>
      <div className="market-page__pair">
        <TradingViewWidget embed={stockHotlistsEmbed} />
        <TradingViewWidget embed={stockHeatmapEmbed} />
      </div>
    </MarketPage>
  );
}
