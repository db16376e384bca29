import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { forexCrossRatesEmbed } from '../../widgets/forex-cross-rates.config.js';
import { MarketPage } from './market-page.js';

export default function ForexCrossRatePage() {
  return (
    <MarketPage
      title="Forex Cross Rates"
      intro="The exchange rate between every pair of major currencies, live: read across a row for what one unit of that currency buys."
    >
      <TradingViewWidget embed={forexCrossRatesEmbed} />
    </MarketPage>
  );
}
