import { describe, expect, it } from '@jest/globals';
import { advancedFuturesChartEmbed } from './advanced-futures-chart.config.js';
import { companyChartEmbed } from './company-chart.config.js';
import { companyFinancialsEmbed } from './company-financials.config.js';
import { companyProfileEmbed } from './company-profile.config.js';
import { cryptoHeatmapEmbed } from './crypto-heatmap.config.js';
import { cryptoMarketEmbed } from './crypto-market.config.js';
import { economicCalendarEmbed } from './economic-calendar.config.js';
import { forexCrossRatesEmbed } from './forex-cross-rates.config.js';
import { forexHeatmapEmbed } from './forex-heatmap.config.js';
import { leadersOverviewEmbed } from './leaders-overview.config.js';
import { marketOverviewEmbed } from './market-overview.config.js';
import { marketQuotesEmbed } from './market-quotes.config.js';
import { stockHeatmapEmbed } from './stock-heatmap.config.js';
import { stockHotlistsEmbed } from './stock-hotlists.config.js';
import { symbolInfoEmbed } from './symbol-info.config.js';
import { technicalAnalysisEmbed } from './technical-analysis.config.js';
import { tickerTapeEmbed } from './ticker-tape.config.js';
import { embedScriptUrl, type TradingViewEmbed } from './tradingview-embed.js';
import {
  allUsStocksScreenerEmbed,
  mostCapitalizedScreenerEmbed,
  topGainersScreenerEmbed,
  topLosersScreenerEmbed,
  usMarketScreenerEmbeds,
  volumeLeadersScreenerEmbed,
} from './us-stock-screeners.config.js';

const scriptOf = (embed: TradingViewEmbed) => embedScriptUrl(embed.widget);

describe('spec §1 widget blocks', () => {
  it('advanced futures chart: dark, 610 px, E-mini S&P 500, New York time, 12 months, three index futures, three studies', () => {
    expect(scriptOf(advancedFuturesChartEmbed)).toBe(
      'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js',
    );
    expect(advancedFuturesChartEmbed.height).toBe(610);
    expect(advancedFuturesChartEmbed.config).toEqual({
      width: '100%',
      height: 610,
      symbol: 'CME_MINI:ES1!',
      timezone: 'America/New_York',
      theme: 'dark',
      style: '1',
      locale: 'en',
      range: '12M',
      allow_symbol_change: true,
      watchlist: ['CME_MINI:ES1!', 'CME_MINI:NQ1!', 'CBOT_MINI:YM1!'],
      details: true,
      hotlist: true,
      calendar: false,
      studies: ['STD;Bollinger_Bands', 'STD;WMA', 'STD;Stochastic'],
      support_host: 'https://www.tradingview.com',
    });
  });

  it('stock heatmap: S&P 500 by sector, sized by market cap, coloured by change, top bar, zoom, tooltips, 610 px', () => {
    expect(scriptOf(stockHeatmapEmbed)).toBe('https://s3.tradingview.com/external-embedding/embed-widget-stock-heatmap.js');
    expect(stockHeatmapEmbed.height).toBe(610);
    expect(stockHeatmapEmbed.config).toEqual({
      exchanges: [],
      dataSource: 'SPX500',
      grouping: 'sector',
      blockSize: 'market_cap_basic',
      blockColor: 'change',
      locale: 'en',
      symbolUrl: '',
      colorTheme: 'dark',
      hasTopBar: true,
      isDataSetEnabled: false,
      isZoomEnabled: true,
      hasSymbolTooltip: true,
      isMonoSize: false,
      width: '100%',
      height: 610,
    });
  });

  it.each([
    ['top_gainers', topGainersScreenerEmbed],
    ['top_losers', topLosersScreenerEmbed],
    ['most_capitalized', mostCapitalizedScreenerEmbed],
  ])('US screener opening on %s: 490 px, overview column, toolbar', (defaultScreen, embed) => {
    expect(scriptOf(embed)).toBe('https://s3.tradingview.com/external-embedding/embed-widget-screener.js');
    expect(embed.height).toBe(490);
    expect(embed.config).toEqual({
      width: '100%',
      height: 490,
      defaultColumn: 'overview',
      defaultScreen,
      market: 'america',
      showToolbar: true,
      colorTheme: 'dark',
      isTransparent: false,
      locale: 'en',
    });
  });

  it('the three US screeners are gainers, losers and most capitalized, in that order', () => {
    expect(usMarketScreenerEmbeds.map((embed) => embed.config.defaultScreen)).toEqual([
      'top_gainers',
      'top_losers',
      'most_capitalized',
    ]);
  });

  it('ticker tape: the three indices then the 110 ranked companies, with logos, adaptive, dark, 48 px', () => {
    const { symbols, ...rest } = tickerTapeEmbed.config;

    expect(scriptOf(tickerTapeEmbed)).toBe('https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js');
    expect(tickerTapeEmbed.height).toBe(48);
    expect(rest).toEqual({
      showSymbolLogo: true,
      isTransparent: false,
      displayMode: 'adaptive',
      colorTheme: 'dark',
      locale: 'en',
    });
    expect(symbols).toHaveLength(113);
    expect(symbols.slice(0, 6)).toEqual([
      { proName: 'SPY', title: 'SPY' },
      { proName: 'DIA', title: 'DIA' },
      { proName: 'QQQ', title: 'QQQ' },
      { proName: 'TSLA', title: 'TSLA' },
      { proName: 'AAPL', title: 'AAPL' },
      { proName: 'C', title: 'C' },
    ]);
    expect(symbols.at(-1)).toEqual({ proName: 'BP', title: 'BP' });
  });
});

describe('the other blocks', () => {
  it.each<[string, string, number, TradingViewEmbed]>([
    ['crypto heatmap', 'crypto-coins-heatmap', 610, cryptoHeatmapEmbed],
    ['crypto market', 'screener', 610, cryptoMarketEmbed],
    ['forex cross rates', 'forex-cross-rates', 490, forexCrossRatesEmbed],
    ['forex heatmap', 'forex-heat-map', 490, forexHeatmapEmbed],
    ['market overview', 'market-overview', 610, marketOverviewEmbed],
    ['quote board', 'market-quotes', 610, marketQuotesEmbed],
    ['economic calendar', 'events', 490, economicCalendarEmbed],
    ['stock movers', 'hotlists', 610, stockHotlistsEmbed],
    ['volume leaders', 'screener', 490, volumeLeadersScreenerEmbed],
    ['all US stocks', 'screener', 490, allUsStocksScreenerEmbed],
    ['top-ranked companies', 'symbol-overview', 490, leadersOverviewEmbed],
  ])('%s: embed-widget-%s.js, dark, %i px', (_name, widget, height, embed) => {
    expect(scriptOf(embed)).toBe(`https://s3.tradingview.com/external-embedding/embed-widget-${widget}.js`);
    expect(embed.height).toBe(height);
    expect(embed.config.height).toBe(height);
    expect(embed.config.colorTheme).toBe('dark');
    expect(embed.config.locale).toBe('en');
  });

  it('crypto heatmap and crypto market read the crypto data sets', () => {
    expect(cryptoHeatmapEmbed.config).toMatchObject({ dataSource: 'Crypto', blockSize: 'market_cap_calc', blockColor: 'change' });
    expect(cryptoMarketEmbed.config).toMatchObject({
      screener_type: 'crypto_mkt',
      displayCurrency: 'USD',
      defaultColumn: 'overview',
    });
  });

  it('the forex blocks compare the major currencies', () => {
    const majors = ['EUR', 'USD', 'JPY', 'GBP', 'CHF', 'AUD', 'CAD', 'NZD', 'CNY'];
    expect(forexCrossRatesEmbed.config.currencies).toEqual(majors);
    expect(forexHeatmapEmbed.config.currencies).toEqual(majors);
  });

  it('the comparison chart shows the five highest-ranked companies over 12 months', () => {
    expect(leadersOverviewEmbed.config.symbols).toEqual([
      ['Tesla, Inc.', 'TSLA|12M'],
      ['Apple Inc.', 'AAPL|12M'],
      ['Citigroup Inc.', 'C|12M'],
      ['Microsoft Corporation', 'MSFT|12M'],
      ['NVIDIA Corporation', 'NVDA|12M'],
    ]);
  });
});

describe('company blocks', () => {
  it.each<[string, string, (symbol: string) => TradingViewEmbed]>([
    ['chart', 'advanced-chart', companyChartEmbed],
    ['quote', 'symbol-info', symbolInfoEmbed],
    ['profile', 'symbol-profile', companyProfileEmbed],
    ['technical rating', 'technical-analysis', technicalAnalysisEmbed],
    ['fundamentals', 'financials', companyFinancialsEmbed],
  ])('%s: embed-widget-%s.js for the symbol asked for', (_name, widget, embedFor) => {
    const embed = embedFor('NVDA');
    expect(scriptOf(embed)).toBe(`https://s3.tradingview.com/external-embedding/embed-widget-${widget}.js`);
    expect(embed.config.symbol).toBe('NVDA');
    expect(embed.title).toMatch(/^NVDA /);
  });

  it('the company chart is dark, 610 px, 12 months in New York time', () => {
    expect(companyChartEmbed('AAPL').config).toEqual({
      width: '100%',
      height: 610,
      symbol: 'AAPL',
      timezone: 'America/New_York',
      theme: 'dark',
      style: '1',
      locale: 'en',
      range: '12M',
      allow_symbol_change: true,
      details: true,
      calendar: false,
      support_host: 'https://www.tradingview.com',
    });
  });
});
