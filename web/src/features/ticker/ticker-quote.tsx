import { useRef } from 'react';
import { CompanyLogo } from '../market/company-logo.js';
import type { DelayedQuote } from './delayed-quote.js';
import { formatChange, formatPrice, isGain, shortCompanyName } from './quote-format.js';
import { useNearOnTape } from './tape-visibility.js';

const TAPE_LOGO_SIZE_PX = 24;

export function TickerQuote({ quote }: { quote: DelayedQuote }) {
  const gain = isGain(quote.change);
  const itemRef = useRef<HTMLLIElement>(null);
  // The logo loads when the quote slides near the view; until then an empty box of its size keeps the tape's width.
  const near = useNearOnTape(itemRef);
  return (
    <li ref={itemRef} className="ticker-quote">
      {near ? (
        <CompanyLogo className="ticker-quote__logo" symbol={quote.symbol} size={TAPE_LOGO_SIZE_PX} />
      ) : (
        <span className="ticker-quote__logo" aria-hidden="true" />
      )}
      <span className="ticker-quote__symbol">{quote.symbol}</span>
      {quote.name ? <span className="ticker-quote__name">{shortCompanyName(quote.name)}</span> : null}
      <span className="ticker-quote__last">{formatPrice(quote.last)}</span>
      <span
        className={gain ? 'ticker-quote__change ticker-quote__change--gain' : 'ticker-quote__change ticker-quote__change--loss'}
      >
        {formatChange(quote.change, quote.change_percent)}
      </span>
    </li>
  );
}
