import { Link } from 'react-router';
import type { PortfolioList, PortfolioSummary } from '@mc/api';
import { useBffQuery } from '../../api/bff-query.js';
import { EmptyState, QueryStates } from '../../ui/load-states.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { changeTone, formatSignedPercent } from './market-format.js';
import { NextCatalystLabel } from './market-values.js';
import { PORTFOLIO_REFRESH_MS, PORTFOLIOS_INDEX_PATH, portfolioKeys, portfolioListUrl } from './portfolio-api.js';
import './portfolios.css';

const META = {
  title: 'Stock Portfolios',
  description:
    'The Market Catalysts Flagship 110 and 11 sector portfolios of US stocks, with delayed quotes and the next catalyst of each.',
  path: PORTFOLIOS_INDEX_PATH,
};

function AverageChange({ portfolio }: { portfolio: PortfolioSummary }) {
  const average = portfolio.average_change_percent;
  if (average === null) return <>No quotes yet</>;
  return (
    <>
      <span className={`market-change market-change--${changeTone(average)}`}>{formatSignedPercent(average)}</span>
      <span className="portfolio-card__quiet"> average of {portfolio.quoted_count}</span>
    </>
  );
}

function PortfolioCard({ portfolio }: { portfolio: PortfolioSummary }) {
  const headingId = `portfolio-${portfolio.slug}`;
  return (
    <li className={`portfolio-card portfolio-card--${portfolio.kind}`}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="portfolio-card__title">
          <Link to={portfolio.path}>{portfolio.title}</Link>
        </h2>
        <p className="portfolio-card__description">{portfolio.description}</p>
        <dl className="portfolio-facts portfolio-facts--card">
          <div>
            <dt>Stocks</dt>
            <dd>{portfolio.count}</dd>
          </div>
          <div>
            <dt>Today</dt>
            <dd>
              <AverageChange portfolio={portfolio} />
            </dd>
          </div>
          <div className="portfolio-facts__wide">
            <dt>Next important catalyst</dt>
            <dd>
              <NextCatalystLabel catalyst={portfolio.next_catalyst} withTicker />
            </dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

/** `/invest/portfolios`: the flagship and the 11 sector portfolios as cards. */
export default function PortfoliosPage() {
  const query = useBffQuery<PortfolioList>({
    key: portfolioKeys.list(),
    path: portfolioListUrl(),
    refetchInterval: PORTFOLIO_REFRESH_MS,
  });
  usePageMeta(META);

  return (
    <section className="portfolios-page" aria-labelledby="portfolios-title">
      <header className="portfolios-page__header">
        <h1 id="portfolios-title" className="portfolio-page__title">
          {META.title}
        </h1>
        <p className="portfolio-page__description">
          Curated lists of US stocks: our Flagship 110, the ticker tape&apos;s ranking of the largest and most traded companies,
          and one portfolio for each of the 11 GICS sectors. Each card shows today&apos;s average move and the next important
          catalyst among its members.
        </p>
      </header>
      <QueryStates
        query={query}
        what="the portfolios"
        isEmpty={(list) => list.results.length === 0}
        empty={<EmptyState>No portfolios are published yet.</EmptyState>}
      >
        {(list) => (
          <ul className="portfolio-cards">
            {list.results.map((portfolio) => (
              <PortfolioCard key={portfolio.slug} portfolio={portfolio} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
