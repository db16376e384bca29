import { Link, useParams } from 'react-router';
import type { Article } from '@mc/api';
import { articleUrl } from '../api/content-api.js';
import { Breadcrumb } from '../components/breadcrumb.js';
import { TagLinks, TickerLinks } from '../components/chip-links.js';
import { ContentBody } from '../components/content-body.js';
import { ContentHeader } from '../components/content-header.js';
import { ContentItemScreen } from '../components/content-item-screen.js';
import { ARTICLES_PATH } from '../content-paths.js';

/** `/articles/{slug}`: one article, its tags leading to the articles that share them. */
export default function ArticlePage() {
  const slug = useParams().slug ?? '';
  return (
    <ContentItemScreen<Article>
      url={articleUrl(slug)}
      what="the article"
      breadcrumb={<Breadcrumb trail={[{ label: 'Articles', to: ARTICLES_PATH }]} />}
    >
      {(article) => (
        <>
          <ContentHeader item={article} eyebrow="Article">
            <TagLinks tags={article.tags} />
          </ContentHeader>
          <ContentBody html={article.html} />
          <footer className="content-footer">
            {article.tickers.length > 0 ? (
              <div className="content-footer__tickers">
                <h2 className="content-footer__title">Companies in this article</h2>
                <TickerLinks tickers={article.tickers} label="Companies in this article" />
              </div>
            ) : null}
            <Link to={ARTICLES_PATH}>All articles</Link>
          </footer>
        </>
      )}
    </ContentItemScreen>
  );
}
