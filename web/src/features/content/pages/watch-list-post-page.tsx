import { Link, useParams } from 'react-router';
import type { WatchListPick, WatchListPost } from '@mc/api';
import { WATCH_LIST_TITLES } from '@mc/api/content';
import { CompanyLogo } from '../../market/company-logo.js';
import { formatEasternTime } from '../../portfolios/market-format.js';
import { Change, NextCatalystLabel, Price } from '../../portfolios/market-values.js';
import { PORTFOLIO_REFRESH_MS } from '../../portfolios/portfolio-api.js';
import { watchListPostUrl } from '../api/content-api.js';
import { Breadcrumb } from '../components/breadcrumb.js';
import { ContentBody } from '../components/content-body.js';
import { ContentHeader } from '../components/content-header.js';
import { ContentItemScreen } from '../components/content-item-screen.js';
import { watchListScreenPath } from '../content-paths.js';
import { useWatchList } from '../content-route-handle.js';

const LOGO_SIZE_PX = 40;

function PickCard({ pick }: { pick: WatchListPick }) {
  const headingId = `pick-${pick.ticker}`;
  return (
    <li className="watch-pick">
      <article aria-labelledby={headingId}>
        <header className="watch-pick__header">
          <CompanyLogo symbol={pick.ticker} size={LOGO_SIZE_PX} className="watch-pick__logo" />
          <div>
            <h3 id={headingId} className="watch-pick__ticker">
              <Link to={pick.path}>{pick.ticker}</Link>
            </h3>
            {pick.name ? <p className="watch-pick__name">{pick.name}</p> : null}
          </div>
        </header>
        <dl className="watch-pick__facts">
          <div>
            <dt>Last</dt>
            <dd>
              <Price value={pick.last} />
            </dd>
          </div>
          <div>
            <dt>Change</dt>
            <dd>
              <Change value={pick.change} />
            </dd>
          </div>
          <div>
            <dt>Change %</dt>
            <dd>
              <Change value={pick.change_percent} percent />
            </dd>
          </div>
          <div className="watch-pick__catalyst">
            <dt>Next catalyst</dt>
            <dd>
              <NextCatalystLabel catalyst={pick.next_catalyst} />
            </dd>
          </div>
        </dl>
        <p className="watch-pick__thesis">{pick.thesis}</p>
      </article>
    </li>
  );
}

/** `/{list}-watch-list/{slug}`: the post, then each pick's thesis with its delayed quote and next catalyst. */
export default function WatchListPostPage() {
  const list = useWatchList();
  const slug = useParams().slug ?? '';
  // The route's list is always one list (never `all`); the fallback only keeps the types honest.
  const kind = list === 'all' ? 'weekly' : list;

  return (
    <ContentItemScreen<WatchListPost>
      url={watchListPostUrl(kind, slug)}
      what="the watch list"
      refreshMs={PORTFOLIO_REFRESH_MS}
      breadcrumb={
        <Breadcrumb
          trail={[
            { label: 'Watch Lists', to: watchListScreenPath('all') },
            { label: WATCH_LIST_TITLES[kind], to: watchListScreenPath(kind) },
          ]}
        />
      }
    >
      {(post, refreshFailed) => (
        <>
          <ContentHeader item={post} eyebrow={WATCH_LIST_TITLES[post.list]} />
          <ContentBody html={post.html} />
          <section className="watch-picks" aria-labelledby="watch-picks-title">
            <h2 id="watch-picks-title" className="watch-picks__title">
              The picks
            </h2>
            <p className="watch-picks__freshness">
              {post.quotes_as_of
                ? `Delayed quotes as of ${formatEasternTime(post.quotes_as_of)}.`
                : 'No quotes have arrived yet.'}{' '}
              {refreshFailed
                ? 'The latest refresh failed; these are the prices we last received.'
                : 'Prices refresh every 5 minutes.'}
            </p>
            <ul className="watch-picks__list">
              {post.picks.map((pick) => (
                <PickCard key={pick.ticker} pick={pick} />
              ))}
            </ul>
          </section>
        </>
      )}
    </ContentItemScreen>
  );
}
