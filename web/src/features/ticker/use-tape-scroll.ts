import { useEffect, useMemo, useRef, type FocusEvent, type RefObject } from 'react';
import { TICKER_SETTINGS } from './ticker-settings.js';

type PauseReason = 'pointer' | 'focus' | 'user';

/** After a long gap between frames (a background tab, a busy phone) the tape resumes smoothly instead of jumping. */
const LONGEST_FRAME_MS = 100;

/** How far the tape moves in `elapsedMs`: 1 px every 20 ms (spec §9). */
export function scrollDistancePx(elapsedMs: number): number {
  return (elapsedMs / TICKER_SETTINGS.scrollStepMs) * TICKER_SETTINGS.scrollStepPx;
}

export interface TapeScrollHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Moves `trackRef` left continuously with a compositor-only transform, once per animation frame at the
 * spec's speed, and wraps after one copy of the list (`loopRef`), where the second copy sits exactly
 * where the first one started. Nothing here causes layout: the copy's width is measured when it
 * changes size, not on each frame. Paused while the pointer is over it, while a link in it has the
 * focus, or while `pausedByUser`.
 */
export function useTapeScroll(
  trackRef: RefObject<HTMLElement | null>,
  loopRef: RefObject<HTMLElement | null>,
  { enabled, pausedByUser }: { enabled: boolean; pausedByUser: boolean },
): TapeScrollHandlers {
  const pauses = useRef(new Set<PauseReason>());

  useEffect(() => {
    if (pausedByUser) pauses.current.add('user');
    else pauses.current.delete('user');
  }, [pausedByUser]);

  useEffect(() => {
    const track = trackRef.current;
    const loop = loopRef.current;
    if (!enabled || !track || !loop) return undefined;

    let loopWidth = loop.offsetWidth;
    const resizeObserver =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            loopWidth = loop.offsetWidth;
          })
        : undefined;
    resizeObserver?.observe(loop);

    let offset = 0;
    let previousFrame: number | undefined;
    let frame = requestAnimationFrame(function step(now: number) {
      if (previousFrame !== undefined && pauses.current.size === 0) {
        offset += scrollDistancePx(Math.min(now - previousFrame, LONGEST_FRAME_MS));
        if (loopWidth > 0) offset %= loopWidth;
        track.style.transform = `translate3d(${-offset}px, 0, 0)`;
      }
      previousFrame = now;
      frame = requestAnimationFrame(step);
    });

    return () => {
      cancelAnimationFrame(frame);
      resizeObserver?.disconnect();
      track.style.transform = '';
    };
  }, [enabled, trackRef, loopRef]);

  return useMemo(
    () => ({
      onPointerEnter: () => {
        pauses.current.add('pointer');
      },
      onPointerLeave: () => {
        pauses.current.delete('pointer');
      },
      onFocus: () => {
        pauses.current.add('focus');
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) pauses.current.delete('focus');
      },
    }),
    [],
  );
}
