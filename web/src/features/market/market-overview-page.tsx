import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { advancedFuturesChartEmbed } from '../../widgets/advanced-futures-chart.config.js';
import { marketOverviewEmbed } from '../../widgets/market-overview.config.js';
import { MarketPage } from './market-page.js';

export default function MarketOverviewPage() {
  return (
    <MarketPage
      title="Market Overview"
      intro="Index funds, index futures, Treasury futures and major currencies side by side, with a 12-month chart of whichever you pick: the first stop before the open."
    >
      <TradingViewWidget embed={marketOverviewEmbed} />
      <TradingViewWidget embed={advancedFuturesChartEmbed} />
    </MarketPage>
  );
}
