import { Link } from 'react-router';
import type { Watchlist } from '@mc/api';
import { usePopover } from '../../ui/use-popover.js';
import { changeWatchlist, MY_LISTS_PATH } from './watchlist-api.js';
import { mutationErrorMessage } from './mutation-error.js';
import { useIsSubscriber, useWatchlistMutation, useWatchlists } from './watchlist-queries.js';
import '../../ui/popover.css';
import './add-to-list.css';

interface ListChange {
  list: Watchlist;
  ticker: string;
  add: boolean;
}

const applyChange = ({ list, ticker, add }: ListChange) =>
  changeWatchlist(list.id, add ? { add: [ticker] } : { remove: [ticker] });

/**
 * The star beside a ticker (a calendar row, a company, a portfolio row): a subscriber's lists in a small
 * popover, one checkbox each, ticked where the ticker is. Nothing for anyone else.
 */
export function AddToList({ ticker, withWords = false }: { ticker: string; withWords?: boolean }) {
  const { subscriber } = useIsSubscriber();
  if (!subscriber) return null;
  return <ListStar ticker={ticker} withWords={withWords} />;
}

/**
 * The star itself, for a caller that already knows the reader subscribes (a table asks once for all its rows).
 * `compact`: a smaller star for tight places (a mosaic tile, a month's day), still a 24 px target.
 */
export function ListStar({
  ticker,
  withWords = false,
  compact = false,
}: {
  ticker: string;
  withWords?: boolean;
  compact?: boolean;
}) {
  const popover = usePopover();
  const lists = useWatchlists();
  const change = useWatchlistMutation(applyChange);
  const listed = lists.data?.some((list) => list.tickers.includes(ticker)) ?? false;

  return (
    <span className={`popover-anchor${compact ? ' add-to-list--compact' : ''}`} ref={popover.root}>
      <button
        {...popover.buttonProps}
        type="button"
        className={`${withWords ? 'button button--ghost button--small' : 'icon-button'} add-to-list__star${listed ? ' add-to-list__star--listed' : ''}`}
        // Where the words show (a company's page, which names the ticker), they are the name.
        aria-label={withWords ? undefined : listed ? `${ticker} is in your lists: change` : `Add ${ticker} to a list`}
        title={withWords ? undefined : listed ? 'In your lists' : 'Add to list'}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
        {withWords && (listed ? 'In your lists' : 'Add to list')}
      </button>
      {popover.open && (
        <div {...popover.popoverProps} className="popover" role="group" aria-label={`Lists for ${ticker}`}>
          <p className="popover__heading">Add {ticker} to</p>
          {lists.isPending ? (
            <p className="add-to-list__note">Loading your lists…</p>
          ) : lists.isError ? (
            <p className="add-to-list__note">We could not load your lists.</p>
          ) : lists.data.length === 0 ? (
            <p className="add-to-list__note">You have no lists yet.</p>
          ) : (
            <ul className="add-to-list__lists">
              {lists.data.map((list) => {
                const inList = list.tickers.includes(ticker);
                return (
                  <li key={list.id}>
                    <label className="add-to-list__choice">
                      <input
                        type="checkbox"
                        checked={inList}
                        disabled={change.isPending}
                        onChange={() => change.mutate({ list, ticker, add: !inList })}
                      />
                      <span className="add-to-list__name">{list.name}</span>
                      <span className="add-to-list__count">{list.ticker_count}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {change.isError && (
            <p className="add-to-list__error" role="alert">
              {mutationErrorMessage(change.error, `change the list`)}
            </p>
          )}
          <Link className="add-to-list__manage" to={MY_LISTS_PATH}>
            {lists.data?.length === 0 ? 'Create a list' : 'Manage lists'}
          </Link>
        </div>
      )}
    </span>
  );
}
