import { Link } from 'react-router';
import { ARTICLES_MAX_PAGE_SIZE } from '@mc/api/content';
import { isNotFound } from '../../../api/api-errors.js';
import { EmptyState, QueryStates } from '../../../ui/load-states.js';
import { usePageMeta } from '../../../ui/page-meta.js';
import { formatCalendarDay } from '../../portfolios/market-format.js';
import { Pagination } from '../../../ui/pagination.js';
import { ARTICLES_OLD_PATH, ARTICLES_PATH } from '../content-paths.js';
import { useArticlePage } from '../hooks/use-article-page.js';
import '../content.css';

const META = {
  title: 'Article Archive',
  description: 'Every Market Catalysts article in one compact list: date, title and author, newest first.',
  path: ARTICLES_OLD_PATH,
};

/** `/articles-old`: the older list layout, a dated table of every article (as many per page as the API gives). */
export default function ArticlesOldPage() {
  const { articles, query, pageNumber, pageCount } = useArticlePage(ARTICLES_MAX_PAGE_SIZE);
  usePageMeta(META);

  return (
    <section className="content-list-page" aria-labelledby="articles-old-title">
      <header className="content-list-page__header">
        <h1 id="articles-old-title" className="content-header__title">
          Article Archive
        </h1>
        <p className="content-header__lead">
          Every article, newest first. The <Link to={ARTICLES_PATH}>articles page</Link> has the same articles as cards, with
          filters by tag and ticker.
        </p>
      </header>
      {isNotFound(articles.error) ? (
        <EmptyState>
          <p>There is no page {query.page} of the archive.</p>
          <Link to={query.pageHref(1)}>Go to the first page</Link>
        </EmptyState>
      ) : (
        <QueryStates
          query={articles}
          what="the articles"
          isEmpty={(page) => page.count === 0}
          empty={<EmptyState>No articles are published yet.</EmptyState>}
        >
          {(page) => (
            <>
              <div className="content-table__scroll">
                <table className="content-table">
                  <caption className="visually-hidden">Articles, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Published</th>
                      <th scope="col">Title</th>
                      <th scope="col">Author</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.results.map((article) => (
                      <tr key={article.slug}>
                        <td className="content-table__date">
                          <time dateTime={article.published}>{formatCalendarDay(article.published)}</time>
                        </td>
                        <td>
                          <Link to={article.path}>{article.title}</Link>
                        </td>
                        <td>{article.author}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
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
