import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/** Calls `onNear` once `element` comes near the tape's visible part; returns how to stop watching. */
export type WatchNear = (element: Element, onNear: () => void) => () => void;

/** How far ahead of the tape's edges a logo starts loading: about two quotes, so it is there when it slides in. */
const AHEAD_PX = 320;

export const TapeVisibilityContext = createContext<WatchNear | undefined>(undefined);

/**
 * One IntersectionObserver for the whole tape, rooted at its viewport (which clips the moving
 * track): the tape holds about 112 quotes twice, and only the few in view need their logos.
 * Without IntersectionObserver everything counts as near.
 */
export function useTapeVisibility(viewportRef: RefObject<Element | null>): WatchNear {
  const [watcher] = useState(() => new NearWatcher(() => viewportRef.current));
  useEffect(() => () => watcher.disconnect(), [watcher]);
  return watcher.watch;
}

/** Whether the element has come near the tape's view (always true outside a tape). */
export function useNearOnTape(ref: RefObject<Element | null>): boolean {
  const watch = useContext(TapeVisibilityContext);
  const [near, setNear] = useState(watch === undefined);
  useEffect(() => {
    const element = ref.current;
    if (near || !watch || !element) return undefined;
    return watch(element, () => setNear(true));
  }, [near, watch, ref]);
  return near;
}

class NearWatcher {
  private observer: IntersectionObserver | undefined;
  private readonly waiting = new Map<Element, () => void>();

  constructor(private readonly root: () => Element | null) {}

  readonly watch: WatchNear = (element, onNear) => {
    if (typeof IntersectionObserver !== 'function') {
      onNear();
      return () => undefined;
    }
    this.observer ??= new IntersectionObserver((entries) => this.seen(entries), {
      root: this.root(),
      rootMargin: `0px ${AHEAD_PX}px`,
    });
    this.waiting.set(element, onNear);
    this.observer.observe(element);
    return () => this.forget(element);
  };

  disconnect(): void {
    this.observer?.disconnect();
    this.waiting.clear();
  }

  private seen(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const onNear = this.waiting.get(entry.target);
      this.forget(entry.target);
      onNear?.();
    }
  }

  private forget(element: Element): void {
    this.waiting.delete(element);
    this.observer?.unobserve(element);
  }
}
