import { Link, useParams } from 'react-router';
import type { PortfolioDetail } from '@mc/api';
import { isNotFound } from '../../api/api-errors.js';
import { useBffQuery } from '../../api/bff-query.js';
import { NotFoundPage } from '../../router/not-found-page.js';
import { QueryStates } from '../../ui/load-states.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { formatEasternTime, formatSignedPercent, changeTone } from './market-format.js';
import { PORTFOLIO_REFRESH_MS, PORTFOLIOS_INDEX_PATH, portfolioKeys, portfolioUrl } from './portfolio-api.js';
import { ListStar } from '../my-catalysts/add-to-list.js';
import { PortfolioToList } from '../my-catalysts/portfolio-to-list.js';
import { useIsSubscriber } from '../my-catalysts/watchlist-queries.js';
import { PortfolioTable } from './portfolio-table.js';
import { SubscribeCall } from './subscribe-call.js';
import './portfolios.css';

function QuotesFreshness({ portfolio, refreshFailed }: { portfolio: PortfolioDetail; refreshFailed: boolean }) {
  const asOf = portfolio.quotes_as_of === null ? null : formatEasternTime(portfolio.quotes_as_of);
  return (
    <>
      <p className="portfolio-page__freshness">
        {asOf ? `Delayed quotes as of ${asOf}. ` : 'No quotes have arrived yet. '}
        Prices refresh every 5 minutes.
      </p>
      {portfolio.quotes_stale || refreshFailed ? (
        <p className="portfolio-page__stale" role="status">
          {refreshFailed
            ? 'The latest refresh failed; these are the prices we last received.'
            : 'Our quote feed is behind; these prices are older than usual.'}
        </p>
      ) : null}
    </>
  );
}

function Facts({ portfolio }: { portfolio: PortfolioDetail }) {
  const average = portfolio.average_change_percent;
  return (
    <dl className="portfolio-facts">
      <div>
        <dt>Stocks</dt>
        <dd>{portfolio.count}</dd>
      </div>
      <div>
        <dt>Average change today</dt>
        <dd>
          {average === null ? (
            'No quotes yet'
          ) : (
            <span className={`market-change market-change--${changeTone(average)}`}>{formatSignedPercent(average)}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Quoted</dt>
        <dd>
          {portfolio.quoted_count} of {portfolio.count}
        </dd>
      </div>
    </dl>
  );
}

/** `/invest/portfolios/{slug}`: the flagship or one sector portfolio, its quotes refreshed every 5 minutes. */
export default function PortfolioPage() {
  const slug = useParams().slug ?? '';
  // The viewer is part of the key: signing in or out changes how much of the portfolio the same address shows.
  const query = useBffQuery<PortfolioDetail>({
    key: portfolioKeys.detail(slug),
    path: portfolioUrl(slug),
    refetchInterval: PORTFOLIO_REFRESH_MS,
  });
  const portfolio = query.data ?? null;
  const { subscriber } = useIsSubscriber();
  usePageMeta(portfolio && { title: portfolio.title, description: portfolio.description, path: portfolio.path });

  if (isNotFound(query.error)) return <NotFoundPage />;

  return (
    <article className="portfolio-page">
      <nav className="portfolio-page__breadcrumb" aria-label="Breadcrumb">
        <Link to={PORTFOLIOS_INDEX_PATH}>Portfolios</Link>
      </nav>
      <QueryStates query={query} what="the portfolio">
        {(portfolio) => (
          <>
            <header className="portfolio-page__header">
              <h1 className="portfolio-page__title">{portfolio.title}</h1>
              <p className="portfolio-page__description">{portfolio.description}</p>
              <Facts portfolio={portfolio} />
              <QuotesFreshness portfolio={portfolio} refreshFailed={query.isRefetchError} />
            </header>
            {subscriber && <PortfolioToList slug={portfolio.slug} count={portfolio.count} />}
            <PortfolioTable
              title={portfolio.title}
              kind={portfolio.kind}
              rows={portfolio.rows}
              rowAction={subscriber ? (row) => <ListStar ticker={row.ticker} /> : undefined}
            />
            {portfolio.access === 'preview' ? (
              <SubscribeCall shown={portfolio.rows.length} total={portfolio.count} title={portfolio.title} />
            ) : null}
          </>
        )}
      </QueryStates>
    </article>
  );
}
