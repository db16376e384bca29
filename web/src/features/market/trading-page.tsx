import { TradingViewWidget } from '../../widgets/tradingview-widget.js';
import {
  allUsStocksScreenerEmbed,
  mostCapitalizedScreenerEmbed,
  topGainersScreenerEmbed,
  topLosersScreenerEmbed,
  volumeLeadersScreenerEmbed,
} from '../../widgets/us-stock-screeners.config.js';
import { MarketPage } from './market-page.js';
import { useStaggeredReveal } from './use-staggered-reveal.js';

/** Spec §9: the screener widgets appear at 500 ms steps. */
const SCREENER_REVEAL_STEP_MS = 500;

const screeners = [
  topGainersScreenerEmbed,
  topLosersScreenerEmbed,
  mostCapitalizedScreenerEmbed,
  volumeLeadersScreenerEmbed,
  allUsStocksScreenerEmbed,
];

export default function TradingPage() {
  const shown = useStaggeredReveal(screeners.length, SCREENER_REVEAL_STEP_MS);

  return (
    <MarketPage
      title="Stock Screener"
      intro="Five US stock screens: the day's gainers, losers, largest companies, volume leaders and the whole market. Sort by any column or filter from each toolbar."
    >
      {screeners.map((embed, index) =>
        index < shown ? (
          <TradingViewWidget key={embed.title} embed={embed} />
        ) : (
          // Keeps the block's place, so nothing jumps when it arrives.
          <div key={embed.title} className="market-page__pending-block" style={{ minHeight: embed.height }} aria-hidden="true" />
        ),
      )}
    </MarketPage>
  );
}
