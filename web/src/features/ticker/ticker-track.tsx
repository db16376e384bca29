import { useMemo, useRef, useState } from 'react';
import type { DelayedQuote } from './delayed-quote.js';
import { tapeItems } from './tape-items.js';
import { TapeVisibilityContext, useTapeVisibility } from './tape-visibility.js';
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const firstCopyRef = useRef<HTMLUListElement>(null);
  const pauseHandlers = useTapeScroll(trackRef, firstCopyRef, { enabled: !reducedMotion, pausedByUser });
  const watchNear = useTapeVisibility(viewportRef);

  return (
    <>
      <div
        ref={viewportRef}
        className={reducedMotion ? 'ticker-tape__viewport ticker-tape__viewport--still' : 'ticker-tape__viewport'}
        {...pauseHandlers}
      >
        <TapeVisibilityContext value={watchNear}>
          <div ref={trackRef} className="ticker-track">
            <TickerList ref={firstCopyRef} items={items} />
            {reducedMotion ? null : <TickerList items={items} duplicate />}
          </div>
        </TapeVisibilityContext>
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
