import type { Ref } from 'react';
import { FlagshipPromo } from './flagship-promo.js';
import type { TapeItem } from './tape-items.js';
import { TickerQuote } from './ticker-quote.js';

interface TickerListProps {
  items: readonly TapeItem[];
  /** The second copy, there only so the loop is seamless: hidden from assistive technology and the keyboard. */
  duplicate?: boolean;
  ref?: Ref<HTMLUListElement>;
}

/** One pass of the tape: the quotes with their promotional links. */
export function TickerList({ items, duplicate = false, ref }: TickerListProps) {
  return (
    <ul ref={ref} className="ticker-list" aria-hidden={duplicate || undefined}>
      {items.map((item) =>
        item.kind === 'quote' ? (
          <TickerQuote key={item.quote.symbol} quote={item.quote} />
        ) : (
          <FlagshipPromo key={`promo-${item.promoIndex}`} focusable={!duplicate && item.promoIndex === 0} />
        ),
      )}
    </ul>
  );
}
