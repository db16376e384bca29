import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { usMarketScreenerEmbeds } from '../../widgets/us-stock-screeners.config.js';
import { MarketPage } from './market-page.js';

export default function ScreenerPage() {
  return (
    <MarketPage
      title="Screener"
      intro="Today's top gainers, top losers and most valuable US companies. Sort any column, or narrow a list with its toolbar."
    >
      {usMarketScreenerEmbeds.map((embed) => (
        <TradingViewWidget key={embed.title} embed={embed} />
      ))}
    </MarketPage>
  );
}
