import { FailedState, isFirstLoad, LoadingState } from '../../ui/load-states.js';
import { TICKER_MESSAGES } from './ticker-messages.js';
import { TickerTrack } from './ticker-track.js';
import { useDelayedQuotes } from './use-delayed-quotes.js';
import './ticker-tape.css';

/** Spec §4: the delayed-quote ticker tape above every screen (the layout's `tickerTape` slot). */
export function TickerTape() {
  const quotes = useDelayedQuotes();

  return (
    <section className="ticker-tape" aria-label="Stock ticker">
      {quotes.data ? (
        <TickerTrack quotes={quotes.data} />
      ) : isFirstLoad(quotes) ? (
        <LoadingState message={TICKER_MESSAGES.loading} placement="inline" className="ticker-tape__message" />
      ) : (
        // No "Try again": the tape asks again by itself at the next 5-minute refresh.
        <FailedState message={TICKER_MESSAGES.fetchFailed} placement="inline" polite className="ticker-tape__message" />
      )}
    </section>
  );
}
