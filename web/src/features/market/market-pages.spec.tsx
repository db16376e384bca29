import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { advancedFuturesChartEmbed } from '../../widgets/advanced-futures-chart.config.js';
import { cryptoHeatmapEmbed } from '../../widgets/crypto-heatmap.config.js';
import { cryptoMarketEmbed } from '../../widgets/crypto-market.config.js';
import { economicCalendarEmbed } from '../../widgets/economic-calendar.config.js';
import { embedScripts, injectedEmbeds } from '../../widgets/embed-scripts.test-helper.js';
import { forexCrossRatesEmbed } from '../../widgets/forex-cross-rates.config.js';
import { forexHeatmapEmbed } from '../../widgets/forex-heatmap.config.js';
import { companyFinancialsEmbed } from '../../widgets/company-financials.config.js';
import { leadersOverviewEmbed } from '../../widgets/leaders-overview.config.js';
import { marketOverviewEmbed } from '../../widgets/market-overview.config.js';
import { marketQuotesEmbed } from '../../widgets/market-quotes.config.js';
import { stockHeatmapEmbed } from '../../widgets/stock-heatmap.config.js';
import { stockHotlistsEmbed } from '../../widgets/stock-hotlists.config.js';
import { tickerTapeEmbed } from '../../widgets/ticker-tape.config.js';
import { embedScriptUrl, type TradingViewEmbed } from '../../widgets/tradingview-embed.js';
import { usMarketScreenerEmbeds } from '../../widgets/us-stock-screeners.config.js';

function asInjected(embed: TradingViewEmbed) {
  return { src: embedScriptUrl(embed.widget), async: true, config: JSON.parse(JSON.stringify(embed.config)) };
}

async function openScreen(path: string, heading: string) {
  installFakeFetch();
  const app = renderApp(path);
  const title = await screen.findByRole('heading', { level: 1, name: heading });
  return { ...app, main: screen.getByRole('main'), title };
}

describe('market screens', () => {
  it.each<[string, string, TradingViewEmbed[]]>([
    ['/market-overview', 'Market Overview', [marketOverviewEmbed, advancedFuturesChartEmbed]],
    ['/market-data', 'Market Data', [marketQuotesEmbed, economicCalendarEmbed]],
    ['/stock-market', 'Stock Market', [tickerTapeEmbed, stockHotlistsEmbed, stockHeatmapEmbed]],
    ['/stock-heatmap', 'Stock Heatmap', [stockHeatmapEmbed]],
    ['/screener', 'Screener', [...usMarketScreenerEmbeds]],
    ['/crypto-heatmap', 'Crypto Heatmap', [cryptoHeatmapEmbed]],
    ['/crypto-market', 'Crypto Market', [cryptoMarketEmbed]],
    ['/forex-cross-rate', 'Forex Cross Rates', [forexCrossRatesEmbed]],
    ['/forex-heatmap', 'Forex Heatmap', [forexHeatmapEmbed]],
    ['/tradingviewcompany', 'Company Research', [leadersOverviewEmbed, companyFinancialsEmbed('AAPL')]],
    [
      '/stock-site',
      'Stock Market Dashboard',
      [tickerTapeEmbed, advancedFuturesChartEmbed, stockHeatmapEmbed, ...usMarketScreenerEmbeds],
    ],
  ])('%s is titled %s, explains itself and embeds its blocks', async (path, heading, embeds) => {
    const { main, title } = await openScreen(path, heading);

    expect(document.title).toBe(`${heading} · Market Catalysts`);
    expect(title.nextElementSibling?.tagName).toBe('P');
    expect(title.nextElementSibling?.textContent?.length).toBeGreaterThan(40);
    expect(injectedEmbeds(main)).toEqual(embeds.map(asInjected));
    for (const embed of embeds) expect(within(main).getByRole('figure', { name: embed.title })).toBeInTheDocument();
  });

  it('names a company page by its ticker and, when listed, its name', async () => {
    await openScreen('/company/aapl', 'AAPL');
    expect(document.title).toBe('AAPL — Apple Inc. catalysts and quote · Market Catalysts');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/company/AAPL');
  });

  it('/screener shows the three US screeners, 490 px each', async () => {
    const { main } = await openScreen('/screener', 'Screener');

    expect(injectedEmbeds(main).map((embed) => (embed.config as { defaultScreen: string }).defaultScreen)).toEqual([
      'top_gainers',
      'top_losers',
      'most_capitalized',
    ]);
    expect(injectedEmbeds(main).every((embed) => (embed.config as { height: number }).height === 490)).toBe(true);
  });

  it("removes the ticker tape's script when its screen goes away, and keeps the others' scripts", async () => {
    const { main, router } = await openScreen('/stock-site', 'Stock Market Dashboard');
    const [tapeScript, chartScript] = embedScripts(main);
    expect(tapeScript.src).toBe('https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js');
    const chartContainer = chartScript.parentElement;

    await act(() => router.navigate('/stock-heatmap'));
    await screen.findByRole('heading', { level: 1, name: 'Stock Heatmap' });

    expect(tapeScript.isConnected).toBe(false);
    expect(tapeScript.parentElement).toBeNull();
    expect(chartContainer?.contains(chartScript)).toBe(true);
  });

  it('/tradingviewcompany links to the pages of the top-ranked companies', async () => {
    const { main } = await openScreen('/tradingviewcompany', 'Company Research');
    const links = within(within(main).getByRole('region', { name: 'Company pages' })).getAllByRole('link');

    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/company/TSLA');
    expect(links[0]).toHaveTextContent('TSLATesla, Inc.');
    expect(links[1]).toHaveAttribute('href', '/company/AAPL');
  });
});
