import { TICKER_MESSAGES } from './ticker-messages.js';
import { TickerTrack } from './ticker-track.js';
import { useDelayedQuotes } from './use-delayed-quotes.js';
import './ticker-tape.css';

/** Spec §4: the delayed-quote ticker tape above every screen (the layout's `tickerTape` slot). */
export function TickerTape() {
  const quotes = useDelayedQuotes();

  return (
    <section className="ticker-tape" aria-label="Stock ticker">
      {quotes.status === 'loaded' ? (
        <TickerTrack quotes={quotes.quotes} />
      ) : (
        <p className={`ticker-tape__message ticker-tape__message--${quotes.status}`} role="status">
          {quotes.status === 'loading' ? TICKER_MESSAGES.loading : TICKER_MESSAGES.fetchFailed}
        </p>
      )}
    </section>
  );
}
