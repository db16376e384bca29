import { Link, useSearchParams } from 'react-router';
import type { Watchlist } from '@mc/api';
import { EmptyState, QueryStates } from '../../ui/load-states.js';
import { SubscribersOnly, SubscribeToUse, refusedForNoSubscription } from './subscribers-only.js';
import { ListCalendar } from './list-calendar.js';
import { MY_LISTS_PATH } from './watchlist-api.js';
import { useWatchlists } from './watchlist-queries.js';
import './my-catalysts.css';

/** `/my-catalysts` (subscribers): the catalysts of one of the reader's own lists, its tickers, and its calendar feed. */
export default function MyCatalystsPage() {
  return (
    <SubscribersOnly>
      <MyCatalysts />
    </SubscribersOnly>
  );
}

/** The list the address names (`?watchlist=`), else the first: a stale link still opens the screen. */
function chosenList(lists: readonly Watchlist[], asked: string | null): Watchlist | undefined {
  return lists.find((list) => String(list.id) === asked) ?? lists[0];
}

function MyCatalysts() {
  const [searchParams] = useSearchParams();
  const lists = useWatchlists();
  if (refusedForNoSubscription(lists.error)) return <SubscribeToUse />;

  return (
    <QueryStates query={lists} what="your lists" isEmpty={(answer) => answer.length === 0} empty={<NoListsYet />}>
      {(answer) => {
        const list = chosenList(answer, searchParams.get('watchlist'));
        // A new list starts afresh: its rows and tickers are not the last one's.
        return list && <ListCalendar key={list.id} lists={answer} list={list} />;
      }}
    </QueryStates>
  );
}

function NoListsYet() {
  return (
    <article className="calendar-page">
      <header className="calendar-page__header">
        <div>
          <h1 className="calendar-page__title">My catalysts</h1>
          <p className="calendar-page__intro">
            The catalysts of the stocks you hold or follow, and a private calendar feed of them for your calendar app.
          </p>
        </div>
      </header>
      <EmptyState
        action={
          <Link className="button button--primary button--small" to={MY_LISTS_PATH}>
            Create a list
          </Link>
        }
      >
        You have no lists yet. Create one from your tickers, a broker&apos;s CSV export or one of our portfolios.
      </EmptyState>
    </article>
  );
}
