import { useEffect, useId, useRef, useState } from 'react';

/**
 * A small popover opened by a button (a row's "Add to list" or "Add to calendar"): a click outside its root or
 * Escape closes it, and Escape gives the focus back to the button.
 */
export function usePopover<Root extends HTMLElement = HTMLSpanElement>() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    root,
    /** Spread on the opening button. */
    buttonProps: { ref: button, 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) },
    /** Spread on the popover. */
    popoverProps: { id },
  };
}
