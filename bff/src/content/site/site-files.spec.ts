import type { ContentSummary } from '@mc/api/content';
import { SITE_ROUTES } from '@mc/api/site-routes';
import { atomFeed } from './atom-feed.js';
import { robotsTxt } from './robots.js';
import { sitemapXml } from './sitemap.js';

const article = (slug: string, published: string, title = `Title of ${slug}`): ContentSummary => ({
  slug,
  kind: 'article',
  title,
  description: 'A description long enough to be a description of an article, for the feed.',
  published,
  author: 'Market Catalysts Research',
  tags: ['earnings', 'options'],
  tickers: [],
  list: null,
  path: `/articles/${slug}`,
  reading_minutes: 4,
});

describe('sitemapXml', () => {
  const content = {
    items: [article('new-one', '2026-11-20'), { ...article('about', '2026-10-01'), kind: 'page' as const, path: '/about' }],
    paths: new Set<string>(),
    updatedAt: new Map([['/articles/new-one', '2026-11-21T08:00:00.000Z']]),
  };
  const xml = sitemapXml({
    site: 'https://marketcatalysts.example/',
    routes: SITE_ROUTES,
    extraPaths: ['/invest/portfolios/energy-stocks'],
    content,
  });

  it('lists the indexed routes, the portfolios and every content page, with absolute URLs', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<url><loc>https://marketcatalysts.example/</loc></url>');
    expect(xml).toContain('<loc>https://marketcatalysts.example/earnings-calendar</loc>');
    expect(xml).toContain('<loc>https://marketcatalysts.example/invest/portfolios/energy-stocks</loc>');
    expect(xml).toContain('<url><loc>https://marketcatalysts.example/articles/new-one</loc><lastmod>2026-11-21</lastmod></url>');
  });

  it('lists a page once even when it is both a route and a content item, and leaves out hidden routes and patterns', () => {
    expect(xml.match(/example\/about<\/loc>/g)).toHaveLength(1);
    for (const path of ['/profile', '/success', '/articles/:slug', '/company/:ticker', '/earnings-calendar-old'])
      expect(xml).not.toContain(`example${path}</loc>`);
  });

  it('still lists the routes when the content service does not answer', () => {
    expect(sitemapXml({ site: 'http://localhost:8080', routes: SITE_ROUTES, extraPaths: [], content: undefined })).toContain(
      '<loc>http://localhost:8080/resources</loc>',
    );
  });
});

describe('atomFeed', () => {
  const feed = atomFeed(
    'https://marketcatalysts.example',
    [article('b', '2026-11-20', 'Earnings & "whispers" <compared>'), article('a', '2026-11-02')],
    new Map([['/articles/b', '2026-11-22T09:30:00.000Z']]),
  );

  it('is an Atom feed with a self link, an id and the newest update', () => {
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://marketcatalysts.example/feed.xml"/>');
    expect(feed).toContain('<id>https://marketcatalysts.example/feed.xml</id>');
    expect(feed).toContain('<updated>2026-11-22T09:30:00.000Z</updated>');
  });

  it('has one entry per article, newest first, with its link, dates, author, tags and summary, escaped', () => {
    const entries = feed.split('<entry>').slice(1);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('<title>Earnings &amp; &quot;whispers&quot; &lt;compared&gt;</title>');
    expect(entries[0]).toContain('<link rel="alternate" type="text/html" href="https://marketcatalysts.example/articles/b"/>');
    expect(entries[0]).toContain('<published>2026-11-20T00:00:00Z</published>');
    expect(entries[0]).toContain('<author><name>Market Catalysts Research</name></author>');
    expect(entries[0]).toContain('<category term="earnings"/>');
    expect(entries[1]).toContain('<updated>2026-11-02T00:00:00Z</updated>');
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers off the API and the private screens and points them at the sitemap', () => {
    const robots = robotsTxt('https://marketcatalysts.example/');
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /profile\n');
    expect(robots).toContain('Sitemap: https://marketcatalysts.example/sitemap.xml');
  });
});
