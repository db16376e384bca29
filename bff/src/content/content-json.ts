import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { ContentItem as ItemMessage, ContentSummary as SummaryMessage } from '@mc/proto';
import type { ContentItem, ContentKind, ContentSummary, SitePage, WatchListKind } from '@mc/api/content';

/** Reading speed for `reading_minutes`: a common estimate for adults reading non-fiction on a screen. */
const WORDS_PER_MINUTE = 230;

export function toContentSummary(summary: SummaryMessage): ContentSummary {
  return {
    slug: summary.slug,
    kind: summary.kind as ContentKind,
    title: summary.title,
    description: summary.description,
    published: summary.published,
    author: summary.author,
    tags: summary.tags,
    tickers: summary.tickers,
    list: (summary.list || null) as WatchListKind | null,
    path: summary.path,
    reading_minutes: Math.max(1, Math.round(summary.wordCount / WORDS_PER_MINUTE)),
  };
}

export function toContentItem(item: ItemMessage): ContentItem {
  const summary = item.summary!;
  return {
    ...toContentSummary(summary),
    html: item.html,
    headings: item.headings.map((heading) => ({ id: heading.id, level: heading.level === 3 ? 3 : 2, text: heading.text })),
    word_count: summary.wordCount,
    updated_at: summary.updatedAt ? timestampDate(summary.updatedAt).toISOString() : summary.published,
  };
}

export function toSitePage(item: ItemMessage): SitePage {
  return { ...toContentItem(item), support_email: item.supportEmail };
}
