import { Link } from 'react-router';
import type { GuideList } from '@mc/api';
import { useBffQuery } from '../../../api/bff-query.js';
import { calendarLinks, portfolioLinks, type SiteLink } from '../../../navigation/site-links.js';
import { EmptyState, QueryStates } from '../../../ui/load-states.js';
import { usePageMeta } from '../../../ui/page-meta.js';
import { contentKey, guidesUrl } from '../api/content-api.js';
import { ARTICLES_PATH, CONTENT_INDEX_PATH, RESOURCES_PATH, WATCH_LISTS_PATH } from '../content-paths.js';
import '../content.css';

const META = {
  title: 'Resources',
  description:
    'Market Catalysts guides to every kind of catalyst, with the catalyst calendars and stock portfolios they refer to.',
  path: RESOURCES_PATH,
};

const READING_LINKS: SiteLink[] = [
  { label: 'Articles', to: ARTICLES_PATH },
  { label: 'Watch Lists', to: WATCH_LISTS_PATH },
  { label: 'Everything we publish', to: CONTENT_INDEX_PATH },
];

function LinkSection({ id, title, intro, links }: { id: string; title: string; intro: string; links: readonly SiteLink[] }) {
  return (
    <section className="resources-section" aria-labelledby={id}>
      <h2 id={id} className="resources-section__title">
        {title}
      </h2>
      <p className="resources-section__intro">{intro}</p>
      <ul className="resources-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Guides() {
  const guides = useBffQuery<GuideList>({ key: contentKey(guidesUrl()), path: guidesUrl() });
  return (
    <section className="resources-section" aria-labelledby="resources-guides">
      <h2 id="resources-guides" className="resources-section__title">
        Guides
      </h2>
      <p className="resources-section__intro">
        What each kind of catalyst is, how the market usually reacts, and how to plan a trade around it.
      </p>
      <QueryStates
        query={guides}
        what="the guides"
        isEmpty={(list) => list.results.length === 0}
        empty={<EmptyState>No guides are published yet.</EmptyState>}
      >
        {(list) => (
          <ul className="guide-cards">
            {list.results.map((guide) => (
              <li key={guide.slug} className="guide-card">
                <h3 className="guide-card__title">
                  <Link to={guide.path}>{guide.title}</Link>
                </h3>
                <p className="guide-card__description">{guide.description}</p>
                <p className="guide-card__meta">{guide.reading_minutes} min read</p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/** `/resources`: every guide, with the calendars and portfolios they point to. */
export default function ResourcesPage() {
  usePageMeta(META);
  return (
    <div className="content-list-page resources-page">
      <header className="content-list-page__header">
        <h1 className="content-header__title">Resources</h1>
        <p className="content-header__lead">
          Learn how catalysts move stocks, then put it to work with the calendars and portfolios.
        </p>
      </header>
      <Guides />
      <div className="resources-columns">
        <LinkSection
          id="resources-calendars"
          title="Catalyst calendars"
          intro="Upcoming earnings, FDA decisions, IPOs, dividends, splits, conferences and economic releases."
          links={calendarLinks}
        />
        <LinkSection
          id="resources-portfolios"
          title="Portfolios"
          intro="The Flagship 110 and one curated portfolio for each GICS sector."
          links={portfolioLinks}
        />
        <LinkSection
          id="resources-reading"
          title="More to read"
          intro="Articles and weekly watch lists from the Market Catalysts research desk."
          links={READING_LINKS}
        />
      </div>
    </div>
  );
}
