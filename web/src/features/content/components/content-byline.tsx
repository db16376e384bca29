import type { ContentSummary } from '@mc/api';
import { formatCalendarDay } from '../../portfolios/market-format.js';

/** `By Market Catalysts Research · Nov 9, 2026 · 6 min read`. */
export function ContentByline({ item, readingTime = true }: { item: ContentSummary; readingTime?: boolean }) {
  return (
    <p className="content-byline">
      <span>By {item.author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={item.published}>{formatCalendarDay(item.published)}</time>
      {readingTime ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>{item.reading_minutes} min read</span>
        </>
      ) : null}
    </p>
  );
}
