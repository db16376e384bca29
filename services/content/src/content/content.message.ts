import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ContentItemSchema, ContentSummarySchema, FacetCountSchema } from '@mc/proto';
import type { Heading } from '../render/markdown-renderer.js';
import type { ItemRow, SummaryRow } from './content.repository.js';

type Summary = MessageInitShape<typeof ContentSummarySchema>;
type Item = MessageInitShape<typeof ContentItemSchema>;
type Facet = MessageInitShape<typeof FacetCountSchema>;

export const toSummaryMessage = (row: SummaryRow): Summary => ({
  slug: row.slug,
  kind: row.kind,
  title: row.title,
  description: row.description,
  published: row.published.toISOString().slice(0, 10),
  author: row.author,
  tags: row.tags,
  tickers: row.tickers,
  list: row.list ?? '',
  path: row.path,
  wordCount: row.wordCount,
  updatedAt: timestampFromDate(row.updatedAt),
});

export const toItemMessage = (row: ItemRow, supportEmail: string): Item => ({
  summary: toSummaryMessage(row),
  html: row.html,
  headings: (row.headings as unknown as Heading[]).map(({ id, level, text }) => ({ id, level, text })),
  picks: (row.picks as { ticker: string; thesis: string }[]).map(({ ticker, thesis }) => ({ ticker, thesis })),
  supportEmail,
});

/** How often each value occurs: most used first, then alphabetical. */
export function facetCounts(values: readonly string[]): Facet[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([value, count]) => ({ value, count }));
}
