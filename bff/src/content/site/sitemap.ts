import type { SiteRoute } from '@mc/api/site-routes';
import type { PublishedIndex } from './published-content.js';
import { escapeXml, siteUrl } from './xml-text.js';

export interface SitemapInput {
  site: string;
  routes: readonly SiteRoute[];
  /** Paths of pages with a parameter that exist (the portfolios). */
  extraPaths: readonly string[];
  /** Undefined when the content service did not answer: the sitemap then lists the routes only. */
  content: PublishedIndex | undefined;
}

/** sitemaps.org XML: every indexed route of the app, every portfolio and every published content page, once each. */
export function sitemapXml({ site, routes, extraPaths, content }: SitemapInput): string {
  const entries = new Map<string, string | undefined>();
  for (const route of routes) if (route.indexed) entries.set(route.path, undefined);
  for (const path of extraPaths) entries.set(path, undefined);
  for (const item of content?.items ?? [])
    entries.set(item.path, content?.updatedAt.get(item.path)?.slice(0, 10) ?? item.published);
  const urls = [...entries].map(
    ([path, lastmod]) =>
      `  <url><loc>${escapeXml(siteUrl(site, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
