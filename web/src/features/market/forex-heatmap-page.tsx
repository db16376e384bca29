import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { forexHeatmapEmbed } from '../../widgets/forex-heatmap.config.js';
import { MarketPage } from './market-page.js';

export default function ForexHeatmapPage() {
  return (
    <MarketPage
      title="Forex Heatmap"
      intro="How each major currency is doing against every other one today: green where the row's currency gained, red where it lost."
    >
      <TradingViewWidget embed={forexHeatmapEmbed} />
    </MarketPage>
  );
}
