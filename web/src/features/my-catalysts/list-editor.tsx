import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Watchlist, WatchlistChange } from '@mc/api';
import { WATCHLIST_NAME_MAX } from '@mc/api/watchlists';
import { AlertSettingsForm } from '../alerts/alert-settings-form.js';
import { ConfirmDialog } from '../billing/ui/confirm-dialog.js';
import { changeWatchlist, deleteWatchlist, myCatalystsLink, rotateFeed } from './watchlist-api.js';
import { mutationErrorMessage } from './mutation-error.js';
import { moveTicker, parseTickers } from './ticker-order.js';
import { ListOrder } from './list-order.js';
import { useWatchlistMutation } from './watchlist-queries.js';

const applyChange = ({ id, change }: { id: Watchlist['id']; change: WatchlistChange }) => changeWatchlist(id, change);

/**
 * One list: move it among the lists, rename it, reorder or remove its tickers (the API's PATCH replaces `tickers` with the new order),
 * add tickers, set its alerts, give its feed a new address, delete it.
 */
export function ListEditor({
  list,
  index,
  count,
  onMove,
}: {
  list: Watchlist;
  /** Its place among the account's lists (0 first), and how many there are. */
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  const id = useId();
  const change = useWatchlistMutation(applyChange);
  const rotate = useWatchlistMutation(rotateFeed);
  const remove = useWatchlistMutation(deleteWatchlist);
  const [confirming, setConfirming] = useState(false);
  const update = (next: WatchlistChange) => change.mutate({ id: list.id, change: next });
  const busy = change.isPending || remove.isPending;

  const error =
    (change.isError && mutationErrorMessage(change.error, 'change the list')) ||
    (rotate.isError && mutationErrorMessage(rotate.error, 'give the feed a new address')) ||
    (remove.isError && mutationErrorMessage(remove.error, 'delete the list')) ||
    null;

  return (
    <article className="list-editor" aria-labelledby={`${id}-name`}>
      <header className="list-editor__header">
        <h2 id={`${id}-name`} className="list-editor__name">
          {list.name}
        </h2>
        <span className="list-editor__count">
          {list.ticker_count} {list.ticker_count === 1 ? 'ticker' : 'tickers'}
        </span>
        <Link className="button button--ghost button--small" to={myCatalystsLink(list.id)}>
          See its catalysts
        </Link>
        <ListOrder list={list} index={index} count={count} onMove={onMove} />
      </header>
      <RenameForm key={list.name} list={list} busy={busy} onRename={(name) => update({ name })} />
      <ol className="list-editor__tickers" aria-label={`Tickers of ${list.name}, in order`}>
        {list.tickers.map((ticker, index) => (
          <li key={ticker} className="list-editor__ticker">
            <span className="list-editor__symbol">{ticker}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move ${ticker} up`}
              disabled={busy || index === 0}
              onClick={() => update({ tickers: moveTicker(list.tickers, index, -1) })}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move ${ticker} down`}
              disabled={busy || index === list.tickers.length - 1}
              onClick={() => update({ tickers: moveTicker(list.tickers, index, 1) })}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${ticker}`}
              disabled={busy || list.tickers.length === 1}
              title={list.tickers.length === 1 ? 'A list keeps at least one ticker' : undefined}
              onClick={() => update({ remove: [ticker] })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
      <AddTickersForm key={list.ticker_count} list={list} busy={busy} onAdd={(tickers) => update({ add: tickers })} />
      <div className="list-editor__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(list.id)}
        >
          New feed address
        </button>
        <button type="button" className="button button--ghost button--small danger-button" onClick={() => setConfirming(true)}>
          Delete list
        </button>
      </div>
      <p className="list-editor__hint">
        A new feed address stops the old one at once: calendar apps subscribed to it must subscribe again.
      </p>
      <p className="list-editor__status" role="status">
        {rotate.isSuccess && 'The feed has a new address; the old one no longer answers.'}
      </p>
      <p className="list-editor__error" role="alert">
        {error}
      </p>
      <AlertSettingsForm list={list} />
      <ConfirmDialog
        open={confirming}
        title={`Delete “${list.name}”?`}
        confirmLabel="Delete list"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(list.id, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        Its {list.ticker_count} tickers and its calendar feed go with it. Calendar apps subscribed to the feed stop receiving it.
      </ConfirmDialog>
    </article>
  );
}

function RenameForm({ list, busy, onRename }: { list: Watchlist; busy: boolean; onRename: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState(list.name);
  const trimmed = name.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed !== '' && trimmed !== list.name) onRename(trimmed);
  }

  return (
    <form className="list-editor__row" onSubmit={submit} aria-label={`Rename ${list.name}`}>
      <label className="visually-hidden" htmlFor={id}>
        Name of {list.name}
      </label>
      <input
        id={id}
        className="form-field__input"
        value={name}
        maxLength={WATCHLIST_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
      />
      <button
        type="submit"
        className="button button--ghost button--small"
        disabled={busy || trimmed === '' || trimmed === list.name}
      >
        Rename
      </button>
    </form>
  );
}

function AddTickersForm({ list, busy, onAdd }: { list: Watchlist; busy: boolean; onAdd: (tickers: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const tickers = parseTickers(text).filter((ticker) => !list.tickers.includes(ticker));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tickers.length > 0) onAdd(tickers);
  }

  return (
    <form className="list-editor__row" onSubmit={submit} aria-label={`Add tickers to ${list.name}`}>
      <label className="visually-hidden" htmlFor={id}>
        Tickers to add to {list.name}
      </label>
      <input
        id={id}
        className="form-field__input"
        placeholder="Add tickers: TSLA, AMD"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--ghost button--small" disabled={busy || tickers.length === 0}>
        Add
      </button>
    </form>
  );
}
