import { Link } from 'react-router';
import { isNotFound } from '../../../api/api-errors.js';
import { EmptyState, QueryStates } from '../../../ui/load-states.js';
import { usePageMeta } from '../../../ui/page-meta.js';
import { ArticleFilters } from '../components/article-filters.js';
import { ContentCard } from '../components/content-card.js';
import { Pagination } from '../../../ui/pagination.js';
import { ARTICLES_OLD_PATH, ARTICLES_PATH } from '../content-paths.js';
import { useArticlePage } from '../hooks/use-article-page.js';
import '../content.css';

const META = {
  title: 'Articles',
  description:
    'Market Catalysts articles on trading around earnings, FDA decisions, Fed meetings, IPOs, splits and dividends, newest first.',
  path: ARTICLES_PATH,
};

/** Which filters the list shows, in words: `tagged "earnings" and mentioning NVDA`. */
function filterWords(tag: string, ticker: string): string {
  const parts = [tag ? `tagged “${tag}”` : '', ticker ? `mentioning ${ticker}` : ''].filter(Boolean);
  return parts.length === 0 ? '' : ` ${parts.join(' and ')}`;
}

/** `/articles`: newest first, paged, filtered by tag and ticker; the address holds the view. */
export default function ArticlesPage() {
  const { articles, query, facets, pageNumber, pageCount } = useArticlePage();
  usePageMeta(META);
  const filtered = query.tag !== '' || query.ticker !== '';

  return (
    <section className="content-list-page" aria-labelledby="articles-title">
      <header className="content-list-page__header">
        <h1 id="articles-title" className="content-header__title">
          Articles
        </h1>
        <p className="content-header__lead">
          How catalysts move stocks and how traders plan around them: earnings seasons, FDA decisions, Fed weeks, IPO lock-ups,
          splits and dividends. Prefer a compact list? See the <Link to={ARTICLES_OLD_PATH}>article archive</Link>.
        </p>
      </header>
      <ArticleFilters
        tag={query.tag}
        ticker={query.ticker}
        tags={facets.tags}
        tickers={facets.tickers}
        onChange={query.setFilter}
        onClear={query.clearFilters}
      />
      {isNotFound(articles.error) ? (
        <EmptyState>
          <p>There is no page {query.page} of these articles.</p>
          <Link to={query.pageHref(1)}>Go to the first page</Link>
        </EmptyState>
      ) : (
        <QueryStates
          query={articles}
          what="the articles"
          isEmpty={(page) => page.count === 0}
          empty={
            <EmptyState>
              {filtered ? (
                <>
                  <p>No articles{filterWords(query.tag, query.ticker)} yet.</p>
                  <button type="button" className="button button--ghost button--small" onClick={query.clearFilters}>
                    Show all articles
                  </button>
                </>
              ) : (
                <p>No articles are published yet.</p>
              )}
            </EmptyState>
          }
        >
          {(page) => (
            <>
              <p className="content-list-page__count" role="status">
                {page.count} {page.count === 1 ? 'article' : 'articles'}
                {filterWords(query.tag, query.ticker)}
              </p>
              <ul className="content-cards">
                {page.results.map((article) => (
                  <ContentCard key={article.slug} item={article} />
                ))}
              </ul>
              <Pagination
                page={pageNumber}
                pageCount={pageCount}
                hasPrevious={page.previous !== null}
                hasNext={page.next !== null}
                hrefFor={query.pageHref}
              />
            </>
          )}
        </QueryStates>
      )}
    </section>
  );
}
