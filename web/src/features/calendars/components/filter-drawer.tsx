import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../../ui/use-media-query.js';
import './filter-drawer.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FilterDrawerProps {
  /** Whether a filter narrows the rows now: the button says so while the drawer is shut. */
  narrowed: boolean;
  children: ReactNode;
}

/**
 * The filters, in the page on a laptop; on a phone (where they would push the rows a screen down) behind a
 * Filters button that opens them in a drawer from the bottom. The open drawer is a modal dialog: focus moves
 * into it and stays there, Escape, Done or a tap outside close it, and focus goes back to the button.
 */
export function FilterDrawer({ narrowed, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const panelId = useId();
  const headingId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusables = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

  useEffect(() => {
    // The first filter, not Done: that is what the reader opened the drawer for.
    if (open) (panel.current?.querySelector('form')?.querySelector<HTMLElement>(FOCUSABLE) ?? focusables()[0])?.focus();
  }, [open]);
  // Grown past a phone's width, the filters are in the page again: nothing stays open over them.
  useEffect(() => {
    if (!phone) setOpen(false);
  }, [phone]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      const all = focusables();
      const edge = event.shiftKey ? all[0] : all.at(-1);
      if (edge && document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? all.at(-1) : all[0])?.focus();
      }
    }
  };

  return (
    <div className={`filter-drawer${open ? ' filter-drawer--open' : ''}`}>
      <button
        ref={toggle}
        type="button"
        className="button button--ghost button--small filter-drawer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg className="filter-drawer__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 5h18l-7 8v6l-4 2v-8z" />
        </svg>
        {narrowed ? 'Filters (on)' : 'Filters'}
      </button>
      {open && <div className="filter-drawer__backdrop" aria-hidden="true" onClick={close} />}
      <div
        ref={panel}
        id={panelId}
        className="filter-drawer__panel"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? headingId : undefined}
        onKeyDown={onKeyDown}
      >
        {open && (
          <div className="filter-drawer__head">
            <h2 id={headingId} className="filter-drawer__title">
              Filters
            </h2>
            <button type="button" className="button button--primary button--small" onClick={close}>
              Done
            </button>
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
