import type { TradingViewEmbed } from './tradingview-embed.js';

/** The symbol-info strip sizes itself; this is the frame's height until it arrives. */
const SYMBOL_INFO_HEIGHT_PX = 180;

/** Price, change and the day's range of one symbol. */
export function symbolInfoEmbed(symbol: string) {
  return {
    widget: 'symbol-info',
    title: `${symbol} quote`,
    height: SYMBOL_INFO_HEIGHT_PX,
    config: {
      symbol,
      width: '100%',
      locale: 'en',
      colorTheme: 'dark',
      isTransparent: false,
    },
  } as const satisfies TradingViewEmbed;
}
