import { Link, useSearchParams } from 'react-router';
import type { ContentIndex, ContentKind, ContentSummary } from '@mc/api';
import { CONTENT_KINDS, WATCH_LIST_TITLES } from '@mc/api/content';
import { useBffQuery } from '../../../api/bff-query.js';
import { EmptyState, QueryStates } from '../../../ui/load-states.js';
import { usePageMeta } from '../../../ui/page-meta.js';
import { formatCalendarDay } from '../../portfolios/market-format.js';
import { contentIndexUrl, contentKey } from '../api/content-api.js';
import { CONTENT_INDEX_PATH } from '../content-paths.js';
import '../content.css';

const META = {
  title: 'Content Index',
  description: 'Every guide, article, watch-list post and page Market Catalysts publishes, newest first.',
  path: CONTENT_INDEX_PATH,
};

const KIND_LABELS: Readonly<Record<ContentKind, string>> = {
  guide: 'Guides',
  article: 'Articles',
  'watch-list': 'Watch lists',
  page: 'Pages',
};

function kindOf(item: ContentSummary): string {
  if (item.kind === 'watch-list' && item.list) return WATCH_LIST_TITLES[item.list];
  return { guide: 'Guide', article: 'Article', 'watch-list': 'Watch list', page: 'Page' }[item.kind];
}

function isContentKind(value: string | null): value is ContentKind {
  return value !== null && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** `/strapi-data`: the content index, every published item newest first, narrowed by kind through `?kind=`. */
export default function ContentIndexPage() {
  const index = useBffQuery<ContentIndex>({ key: contentKey(contentIndexUrl()), path: contentIndexUrl() });
  const [params] = useSearchParams();
  const requested = params.get('kind');
  const kind = isContentKind(requested) ? requested : null;
  usePageMeta(META);

  const ofKind = (answer: ContentIndex) => answer.results.filter((item) => kind === null || item.kind === kind);

  return (
    <section className="content-list-page" aria-labelledby="content-index-title">
      <header className="content-list-page__header">
        <h1 id="content-index-title" className="content-header__title">
          {META.title}
        </h1>
        <p className="content-header__lead">Everything we publish, newest first.</p>
      </header>
      <nav className="content-tabs" aria-label="Kinds of content">
        <ul>
          <li>
            <Link className="content-tabs__link" to={CONTENT_INDEX_PATH} aria-current={kind === null ? 'page' : undefined}>
              Everything
            </Link>
          </li>
          {CONTENT_KINDS.map((each) => (
            <li key={each}>
              <Link
                className="content-tabs__link"
                to={`${CONTENT_INDEX_PATH}?kind=${each}`}
                aria-current={kind === each ? 'page' : undefined}
              >
                {KIND_LABELS[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryStates
        query={index}
        what="the content index"
        isEmpty={(answer) => ofKind(answer).length === 0}
        empty={<EmptyState>Nothing of this kind is published yet.</EmptyState>}
      >
        {(answer) => <ContentTable items={ofKind(answer)} />}
      </QueryStates>
    </section>
  );
}

function ContentTable({ items }: { items: ContentSummary[] }) {
  return (
    <div className="content-table__scroll">
      <table className="content-table">
        <caption className="visually-hidden">
          {items.length} published {items.length === 1 ? 'item' : 'items'}, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Published</th>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Author</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.path}>
              <td className="content-table__date">
                <time dateTime={item.published}>{formatCalendarDay(item.published)}</time>
              </td>
              <td>
                <Link to={item.path}>{item.title}</Link>
              </td>
              <td>{kindOf(item)}</td>
              <td>{item.author}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
