import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PortfolioList } from '@mc/api';
import { WATCHLISTS_PER_ACCOUNT } from '@mc/api/watchlists';
import { useBffQuery } from '../../api/bff-query.js';
import { EmptyState, QueryStates } from '../../ui/load-states.js';
import { portfolioKeys, portfolioListUrl } from '../portfolios/portfolio-api.js';
import { ALERTS_PATH } from '../alerts/alert-api.js';
import { ListEditor } from './list-editor.js';
import { NewListForm } from './new-list-form.js';
import { PortfolioToList } from './portfolio-to-list.js';
import { refusedForNoSubscription, SubscribersOnly, SubscribeToUse } from './subscribers-only.js';
import { MY_CATALYSTS_PATH } from './watchlist-api.js';
import { mutationErrorMessage } from './mutation-error.js';
import { useReorderWatchlists, useWatchlists } from './watchlist-queries.js';
import '../../ui/popover.css';
import '../billing/ui/danger-button.css';
import './lists-page.css';

/** `/my-catalysts/lists` (subscribers): make, rename, reorder and delete lists; import tickers; start from a portfolio. */
export default function ListsPage() {
  return (
    <SubscribersOnly>
      <Lists />
    </SubscribersOnly>
  );
}

function Lists() {
  const lists = useWatchlists();
  const reorder = useReorderWatchlists();
  if (refusedForNoSubscription(lists.error)) return <SubscribeToUse />;
  const count = lists.data?.length ?? 0;

  return (
    <article className="lists-page">
      <header className="lists-page__header">
        <div>
          <h1 className="lists-page__title">My lists</h1>
          <p className="lists-page__intro">
            Up to {WATCHLISTS_PER_ACCOUNT} lists of the stocks you hold or follow. Each has its own calendar on{' '}
            <Link to={MY_CATALYSTS_PATH}>My catalysts</Link>, a private feed for your calendar app, and its own{' '}
            <Link to={ALERTS_PATH}>alerts</Link>: word within minutes when a date moves or is confirmed.
          </p>
        </div>
      </header>
      <div className="lists-page__layout">
        <div className="lists-page__new">
          <NewListForm />
          <FromPortfolio />
        </div>
        <section className="lists-page__lists" aria-label={`Your lists (${count})`}>
          <QueryStates
            query={lists}
            what="your lists"
            isEmpty={(answer) => answer.length === 0}
            empty={<EmptyState>You have no lists yet: create one here, or start from a portfolio.</EmptyState>}
          >
            {(answer) =>
              answer.map((list, index) => (
                <ListEditor
                  key={list.id}
                  list={list}
                  index={index}
                  count={answer.length}
                  onMove={(step) => reorder.mutate({ id: list.id, step })}
                />
              ))
            }
          </QueryStates>
          <p className="lists-page__error" role="alert">
            {reorder.isError && mutationErrorMessage(reorder.error, 'move the list')}
          </p>
        </section>
      </div>
    </article>
  );
}

/** Any curated portfolio, its members as a new list. */
function FromPortfolio() {
  const id = useId();
  const portfolios = useBffQuery<PortfolioList>({ key: portfolioKeys.list(), path: portfolioListUrl() });
  const [slug, setSlug] = useState<string | null>(null);

  return (
    <section className="list-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="list-form__title">
        From a portfolio
      </h2>
      <QueryStates query={portfolios} what="the portfolios" placement="inline">
        {({ results }) => {
          const chosen = results.find((portfolio) => portfolio.slug === slug) ?? results[0];
          if (!chosen) return <p>No portfolio is published yet.</p>;
          return (
            <>
              <div className="form-field">
                <label className="form-field__label" htmlFor={`${id}-portfolio`}>
                  Portfolio
                </label>
                <select
                  id={`${id}-portfolio`}
                  className="form-field__input"
                  value={chosen.slug}
                  onChange={(event) => setSlug(event.target.value)}
                >
                  {results.map((portfolio) => (
                    <option key={portfolio.slug} value={portfolio.slug}>
                      {portfolio.title} ({portfolio.count})
                    </option>
                  ))}
                </select>
              </div>
              <PortfolioToList key={chosen.slug} slug={chosen.slug} count={chosen.count} />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
