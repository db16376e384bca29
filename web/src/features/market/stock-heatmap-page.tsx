import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { stockHeatmapEmbed } from '../../widgets/stock-heatmap.config.js';
import { MarketPage } from './market-page.js';

export default function StockHeatmapPage() {
  return (
    <MarketPage
      title="Stock Heatmap"
      intro="Every S&P 500 stock grouped by sector, sized by market value and coloured by today's change: see where money is flowing at a glance. Zoom into a sector, or point at a block for its numbers."
    >
      <TradingViewWidget embed={stockHeatmapEmbed} />
    </MarketPage>
  );
}
