import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import { cryptoMarketEmbed } from '../../widgets/crypto-market.config.js';
import { MarketPage } from './market-page.js';

export default function CryptoMarketPage() {
  return (
    <MarketPage
      title="Crypto Market"
      intro="Every major coin with its price, market cap, volume and change in US dollars. Sort by any column to find the day's leaders."
    >
      <TradingViewWidget embed={cryptoMarketEmbed} />
    </MarketPage>
  );
}
