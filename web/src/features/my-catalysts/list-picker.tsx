import { useId } from 'react';
import { Link } from 'react-router';
import type { Watchlist } from '@mc/api';
import { MY_LISTS_PATH } from './watchlist-api.js';

interface ListPickerProps {
  lists: readonly Watchlist[];
  chosen: Watchlist;
  onChoose: (list: Watchlist) => void;
}

/** Which of the subscriber's lists the screen shows, and the way to change the lists themselves. */
export function ListPicker({ lists, chosen, onChoose }: ListPickerProps) {
  const id = useId();
  return (
    <div className="list-picker">
      <label className="list-picker__label" htmlFor={id}>
        List
      </label>
      <select
        id={id}
        className="form-field__input list-picker__select"
        value={String(chosen.id)}
        onChange={(event) => {
          const list = lists.find((candidate) => String(candidate.id) === event.target.value);
          if (list) onChoose(list);
        }}
      >
        {lists.map((list) => (
          <option key={list.id} value={String(list.id)}>
            {list.name} ({list.ticker_count})
          </option>
        ))}
      </select>
      <Link className="button button--ghost button--small" to={MY_LISTS_PATH}>
        Manage lists
      </Link>
    </div>
  );
}
