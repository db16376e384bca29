import type { DelayedQuote } from './delayed-quote.js';
import { TICKER_SETTINGS } from './ticker-settings.js';

export type TapeItem = { kind: 'quote'; quote: DelayedQuote } | { kind: 'promo'; promoIndex: number };

/** The tape's sequence: the quotes, with the flagship-portfolio link after every 5th one (spec §4). */
export function tapeItems(quotes: readonly DelayedQuote[]): TapeItem[] {
  return quotes.flatMap((quote, index): TapeItem[] => {
    const position = index + 1;
    const quoteItem: TapeItem = { kind: 'quote', quote };
    return position % TICKER_SETTINGS.promoEvery === 0
      ? [quoteItem, { kind: 'promo', promoIndex: position / TICKER_SETTINGS.promoEvery - 1 }]
      : [quoteItem];
  });
}
