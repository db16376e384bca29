import type { ReactNode } from 'react';
import type { ContentItem } from '@mc/api';
import { ContentByline } from './content-byline.js';

interface ContentHeaderProps {
  item: ContentItem;
  /** A small label above the title (`Guide`, `Weekly Watch List`). */
  eyebrow?: ReactNode;
  /** Replaces the byline, e.g. a site page's `Last updated`. */
  byline?: ReactNode;
  children?: ReactNode;
}

/** Title, the description as the lead, and who wrote it when. */
export function ContentHeader({ item, eyebrow, byline, children }: ContentHeaderProps) {
  return (
    <header className="content-header">
      {eyebrow ? <p className="content-header__eyebrow">{eyebrow}</p> : null}
      <h1 className="content-header__title">{item.title}</h1>
      <p className="content-header__lead">{item.description}</p>
      {byline ?? <ContentByline item={item} />}
      {children}
    </header>
  );
}
