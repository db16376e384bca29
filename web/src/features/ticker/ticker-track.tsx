import { useMemo, useRef, useState } from 'react';
import type { DelayedQuote } from './delayed-quote.js';
import { tapeItems } from './tape-items.js';
import { TickerList } from './ticker-list.js';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.js';
import { useTapeScroll } from './use-tape-scroll.js';

/**
 * The loaded tape: the list twice in a row, moving left. With reduced motion asked for, one copy that
 * stands still and can be scrolled by hand.
 */
export function TickerTrack({ quotes }: { quotes: readonly DelayedQuote[] }) {
  const items = useMemo(() => tapeItems(quotes), [quotes]);
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const firstCopyRef = useRef<HTMLUListElement>(null);
  const pauseHandlers = useTapeScroll(trackRef, firstCopyRef, { enabled: !reducedMotion, pausedByUser });

  return (
    <>
      <div
        className={reducedMotion ? 'ticker-tape__viewport ticker-tape__viewport--still' : 'ticker-tape__viewport'}
        {...pauseHandlers}
      >
        <div ref={trackRef} className="ticker-track">
          <TickerList ref={firstCopyRef} items={items} />
          {reducedMotion ? null : <TickerList items={items} duplicate />}
        </div>
      </div>
      {reducedMotion ? null : (
        <button
          type="button"
          className="ticker-tape__pause"
          aria-pressed={pausedByUser}
          aria-label="Pause ticker"
          onClick={() => setPausedByUser((paused) => !paused)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {pausedByUser ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7.5 5.5h3v13h-3zM13.5 5.5h3v13h-3z" />}
          </svg>
        </button>
      )}
    </>
  );
}
