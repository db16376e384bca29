import { NavLink } from 'react-router';
import type { WatchListIndex, WatchListPath } from '@mc/api';
import { WATCH_LIST_TITLES, WATCH_LISTS } from '@mc/api/content';
import { isNotFound } from '../../../api/api-errors.js';
import { useBffQuery } from '../../../api/bff-query.js';
import { NotFoundPage } from '../../../router/not-found-page.js';
import { EmptyState, QueryStates } from '../../../ui/load-states.js';
import { usePageMeta } from '../../../ui/page-meta.js';
import { contentKey, watchListUrl } from '../api/content-api.js';
import { ContentCard } from '../components/content-card.js';
import { watchListScreenPath } from '../content-paths.js';
import { useWatchList } from '../content-route-handle.js';
import '../content.css';

/** What each list is for: the screen's lead and its meta description. */
const LIST_INTROS: Readonly<Record<WatchListPath, string>> = {
  all: 'Every Market Catalysts watch list in one place: the weekly plan, market-wide catalyst themes, single stocks and crypto.',
  weekly: 'The stocks with catalysts worth planning for in the coming week: earnings, FDA dates, dividends and macro releases.',
  'market-catalysts':
    'Stocks most exposed to market-wide catalysts: Fed meetings, economic releases, OPEC decisions and bank earnings.',
  stock: 'Single-stock themes with upcoming company catalysts: product cycles, pipeline readouts and reporting dates.',
  crypto: 'US-listed crypto stocks and spot bitcoin and ether ETFs, with the catalysts that move them.',
};

const LIST_TABS: readonly { list: WatchListPath; label: string }[] = [
  { list: 'all', label: 'All lists' },
  ...WATCH_LISTS.map((list) => ({ list, label: WATCH_LIST_TITLES[list] })),
];

function WatchListTabs() {
  return (
    <nav className="content-tabs" aria-label="Watch lists">
      <ul>
        {LIST_TABS.map((tab) => (
          <li key={tab.list}>
            <NavLink className="content-tabs__link" to={watchListScreenPath(tab.list)} end>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/watch-lists` (every list) and `/{list}-watch-list`: the posts, newest first. */
export default function WatchListPage() {
  const list = useWatchList();
  const posts = useBffQuery<WatchListIndex>({ key: contentKey(watchListUrl(list)), path: watchListUrl(list) });
  const title = posts.data?.title ?? (list === 'all' ? 'Watch Lists' : WATCH_LIST_TITLES[list]);
  usePageMeta({ title, description: LIST_INTROS[list], path: watchListScreenPath(list) });

  if (isNotFound(posts.error)) return <NotFoundPage />;
  return (
    <section className="content-list-page" aria-labelledby="watch-list-title">
      <header className="content-list-page__header">
        <h1 id="watch-list-title" className="content-header__title">
          {title}
        </h1>
        <p className="content-header__lead">{LIST_INTROS[list]}</p>
      </header>
      <WatchListTabs />
      <QueryStates
        query={posts}
        what="the watch list"
        isEmpty={(answer) => answer.results.length === 0}
        empty={<EmptyState>No posts on this watch list yet.</EmptyState>}
      >
        {(answer) => (
          <ul className="content-cards">
            {answer.results.map((post) => (
              <ContentCard
                key={post.path}
                item={post}
                eyebrow={list === 'all' && post.list ? WATCH_LIST_TITLES[post.list] : undefined}
              />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
