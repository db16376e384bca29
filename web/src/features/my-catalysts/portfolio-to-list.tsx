import { Link } from 'react-router';
import { listFromPortfolio, myCatalystsLink } from './watchlist-api.js';
import { mutationErrorMessage } from './mutation-error.js';
import { useIsSubscriber, useWatchlistMutation } from './watchlist-queries.js';

interface PortfolioToListProps {
  slug: string;
  /** How many members the portfolio has: the button says it ("Add all 110 to a list"). */
  count: number;
}

/** A curated portfolio's members as a new list of the subscriber's own, in one click. */
export function PortfolioToList({ slug, count }: PortfolioToListProps) {
  const create = useWatchlistMutation(listFromPortfolio);
  return (
    <div className="portfolio-to-list">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={create.isPending}
        aria-busy={create.isPending}
        onClick={() => create.mutate(slug)}
      >
        {create.isPending ? 'Creating the list…' : `Add all ${count} to a list`}
      </button>
      <span className="portfolio-to-list__result" role="status">
        {create.isSuccess && (
          <>
            Created “{create.data.name}” with {create.data.ticker_count} tickers.{' '}
            <Link to={myCatalystsLink(create.data.id)}>See its catalysts</Link>
          </>
        )}
      </span>
      {create.isError && (
        <span className="portfolio-to-list__error" role="alert">
          {mutationErrorMessage(create.error, 'create the list')}
        </span>
      )}
    </div>
  );
}

/** The portfolio page's button, for subscribers only. */
export function SubscriberPortfolioToList(props: PortfolioToListProps) {
  const { subscriber } = useIsSubscriber();
  return subscriber ? <PortfolioToList {...props} /> : null;
}
