import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { economicCalendarEmbed } from '../../widgets/economic-calendar.config.js';
import { marketQuotesEmbed } from '../../widgets/market-quotes.config.js';
import { MarketPage } from './market-page.js';

export default function MarketDataPage() {
  return (
    <MarketPage
      title="Market Data"
      intro="A quote board across stocks, futures, bonds, currencies and crypto, next to the US economic releases that move them."
    >
      <TradingViewWidget embed={marketQuotesEmbed} />
      <TradingViewWidget embed={economicCalendarEmbed} />
    </MarketPage>
  );
}
