import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { DropdownMenuDefinition } from './secondary-menus.js';

interface DropdownMenuProps {
  menu: DropdownMenuDefinition;
  onLinkClick: () => void;
}

/** Opens on hover (pointer) and on click or Enter (touch, keyboard); Escape and leaving close it. */
export function DropdownMenu({ menu, onLinkClick }: DropdownMenuProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  // A pointer (or a tap, which emulates one) opens the menu before its click arrives; that click must
  // not close it again.
  const openedByPointer = useRef(false);

  function openOnPointerEnter() {
    openedByPointer.current = true;
    setOpen(true);
  }

  function closeOnPointerLeave() {
    openedByPointer.current = false;
    setOpen(false);
  }

  function toggleOnClick() {
    if (openedByPointer.current) {
      openedByPointer.current = false;
      return;
    }
    setOpen(!open);
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  function closeOnEscape(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape') setOpen(false);
  }

  return (
    <li
      className="dropdown"
      onMouseEnter={openOnPointerEnter}
      onMouseLeave={closeOnPointerLeave}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
    >
      <button type="button" className="dropdown__trigger" aria-expanded={open} aria-controls={listId} onClick={toggleOnClick}>
        {menu.label}
        <svg className="dropdown__chevron" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 10l5 5 5-5" />
        </svg>
      </button>
      <ul id={listId} className="dropdown__menu" hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link
              className="dropdown__link"
              to={link.to}
              preventScrollReset
              onClick={() => {
                setOpen(false);
                onLinkClick();
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
