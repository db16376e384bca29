import { useLayoutEffect, useRef } from 'react';
import type { Watchlist } from '@mc/api';

interface ListOrderProps {
  list: Watchlist;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}

/**
 * "Move up" / "Move down" for one list among the account's lists. The list's card moves in the page
 * under the reader's focus; the pressed button keeps it (or its sibling, once the list reaches an end),
 * so the keyboard can go on pressing.
 */
export function ListOrder({ list, index, count, onMove }: ListOrderProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);

  useLayoutEffect(() => {
    if (pressed.current === null) return;
    const [same, other] = pressed.current === -1 ? [up, down] : [down, up];
    pressed.current = null;
    (same.current?.disabled ? other.current : same.current)?.focus();
  }, [index]);

  const move = (step: -1 | 1) => {
    pressed.current = step;
    onMove(step);
  };

  if (count < 2) return null;
  return (
    <span className="list-order" role="group" aria-label={`Place of ${list.name} among your lists`}>
      <button
        ref={up}
        type="button"
        className="icon-button"
        aria-label={`Move ${list.name} up`}
        title="Move up"
        disabled={index === 0}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        ref={down}
        type="button"
        className="icon-button"
        aria-label={`Move ${list.name} down`}
        title="Move down"
        disabled={index === count - 1}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
