import { Link } from 'react-router';
import type { ContentSummary } from '@mc/api';
import { ContentByline } from './content-byline.js';

interface ContentCardProps {
  item: ContentSummary;
  /** A small label above the title, e.g. the watch list of a post on `/watch-lists`. */
  eyebrow?: string;
  /** Heading level of the title within the list's page. */
  level?: 2 | 3;
}

/** One item of a list: title (the link), description, byline and the tickers it covers. */
export function ContentCard({ item, eyebrow, level = 2 }: ContentCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="content-card">
      <article>
        {eyebrow ? <p className="content-card__eyebrow">{eyebrow}</p> : null}
        <Heading className="content-card__title">
          <Link to={item.path}>{item.title}</Link>
        </Heading>
        <p className="content-card__description">{item.description}</p>
        <ContentByline item={item} />
        {item.tickers.length > 0 ? (
          <p className="content-card__tickers">
            <span className="visually-hidden">Tickers: </span>
            {item.tickers.join(' · ')}
          </p>
        ) : null}
      </article>
    </li>
  );
}
