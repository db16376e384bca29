import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { cryptoHeatmapEmbed } from '../../widgets/crypto-heatmap.config.js';
import { MarketPage } from './market-page.js';

export default function CryptoHeatmapPage() {
  return (
    <MarketPage
      title="Crypto Heatmap"
      intro="The largest coins sized by market value and coloured by their change: spot the movers across the crypto market in one look."
    >
      <TradingViewWidget embed={cryptoHeatmapEmbed} />
    </MarketPage>
  );
}
