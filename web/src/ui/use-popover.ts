import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';

/** Room the popover wants below its button before it opens above instead, and beside it (its widest, 20rem). */
const ROOM_BELOW_PX = 320;
const ROOM_BESIDE_PX = 320;
const GAP_PX = 4;
const EDGE_PX = 8;

/**
 * Where the popover goes: fixed to the viewport under its button (above it near the bottom), beside it. Fixed, because its button often sits in an area that scrolls and clips (a table's), which would
 * cut an absolutely placed popover off; it stays in the page's order, so Tab goes from the button into it.
 */
function placeUnder(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  // Right edges aligned, unless the button is too near the left edge (a phone's card): then left edges.
  const across =
    rect.right >= ROOM_BESIDE_PX
      ? { right: Math.max(EDGE_PX, window.innerWidth - rect.right) }
      : { left: Math.max(EDGE_PX, rect.left) };
  const below = window.innerHeight - rect.bottom;
  if (below < ROOM_BELOW_PX && rect.top > below)
    return {
      position: 'fixed',
      ...across,
      bottom: window.innerHeight - rect.top + GAP_PX,
      maxHeight: rect.top - GAP_PX - EDGE_PX,
    };
  return { position: 'fixed', ...across, top: rect.bottom + GAP_PX, maxHeight: below - GAP_PX - EDGE_PX };
}

/**
 * A small popover opened by a button (a row's "Add to list" or "Add to calendar"): a click outside it, Escape,
 * a scroll of the page or a resize closes it, and Escape gives the focus back to the button.
 */
export function usePopover<Root extends HTMLElement = HTMLSpanElement>() {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const id = useId();
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const open = place !== null;

  useEffect(() => {
    if (!open) return;
    const close = () => setPlace(null);
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    // The popover is fixed where its button was: when the button moves, it goes (its own list may scroll).
    const closeOnScroll = (event: Event) => {
      if (!panel.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('scroll', closeOnScroll, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('scroll', closeOnScroll, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  return {
    open,
    close: () => setPlace(null),
    root,
    /** Spread on the opening button. */
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setPlace(open || !button.current ? null : placeUnder(button.current)),
    },
    /** Spread on the popover. */
    popoverProps: { id, ref: panel, style: place ?? undefined },
  };
}
