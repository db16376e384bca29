import type { ContentSummary } from '@mc/api/content';
import { escapeXml, siteUrl } from './xml-text.js';

export const FEED_PATH = '/feed.xml';
/** The newest articles a feed reader gets. */
export const FEED_ENTRIES = 30;

const FEED_TITLE = 'Market Catalysts: Articles';
const FEED_SUBTITLE =
  'Articles from the Market Catalysts research desk on earnings, FDA decisions, economic releases and the other catalysts that move stocks.';

/** RFC 4287 Atom feed of the newest articles: each entry's summary is its description, its link the article page. */
export function atomFeed(site: string, articles: readonly ContentSummary[], updatedAt: ReadonlyMap<string, string>): string {
  const newest = articles.slice(0, FEED_ENTRIES);
  const updated = (article: ContentSummary) => updatedAt.get(article.path) ?? `${article.published}T00:00:00Z`;
  const feedUpdated = newest.map(updated).sort().at(-1) ?? new Date(0).toISOString();
  const entries = newest.map((article) =>
    [
      '  <entry>',
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(siteUrl(site, article.path))}"/>`,
      `    <id>${escapeXml(siteUrl(site, article.path))}</id>`,
      `    <published>${article.published}T00:00:00Z</published>`,
      `    <updated>${updated(article)}</updated>`,
      `    <author><name>${escapeXml(article.author)}</name></author>`,
      ...article.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(article.description)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(FEED_SUBTITLE)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl(site, '/articles'))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(siteUrl(site, FEED_PATH))}"/>`,
    `  <id>${escapeXml(siteUrl(site, FEED_PATH))}</id>`,
    `  <updated>${feedUpdated}</updated>`,
    '  <author><name>Market Catalysts Research</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
