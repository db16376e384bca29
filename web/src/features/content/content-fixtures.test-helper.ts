import type {
  ArticlePage,
  ContentItem,
  ContentKind,
  ContentSummary,
  SitePage,
  WatchListIndex,
  WatchListKind,
  WatchListPost,
} from '@mc/api';

function pathOf(kind: ContentKind, slug: string, list: WatchListKind | null): string {
  if (kind === 'article') return `/articles/${slug}`;
  if (kind === 'watch-list') return `/${list}-watch-list/${slug}`;
  return `/${slug}`;
}

export function summary(kind: ContentKind, slug: string, overrides: Partial<ContentSummary> = {}): ContentSummary {
  const list = overrides.list ?? (kind === 'watch-list' ? 'weekly' : null);
  return {
    slug,
    kind,
    title: slug
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    description: `What ${slug.replaceAll('-', ' ')} means for traders, with worked examples and the calendars to watch.`,
    published: '2026-11-09',
    author: kind === 'page' ? 'Market Catalysts Team' : 'Market Catalysts Research',
    tags: ['earnings'],
    tickers: [],
    list,
    path: pathOf(kind, slug, list),
    reading_minutes: 6,
    ...overrides,
  };
}

export function item(kind: ContentKind, slug: string, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    ...summary(kind, slug, overrides),
    html:
      '<p>Earnings reports are the most reliable catalyst on the calendar.</p>' +
      '<h2 id="what-moves-the-stock">What moves the stock</h2><p>Guidance more than the quarter.</p>' +
      '<h3 id="the-whisper-number">The whisper number</h3><p>Expectations beyond consensus.</p>' +
      '<h2 id="how-to-use-this-on-market-catalysts">How to use this on Market Catalysts</h2>' +
      '<p>Open the <a href="/earnings-calendar">earnings calendar</a> and filter by your tickers.</p>' +
      '<table><thead><tr><th>Day</th><th>Move</th></tr></thead><tbody><tr><td>Report</td><td>±6%</td></tr></tbody></table>' +
      '<blockquote><p>Plan the trade before the report, not after.</p></blockquote>',
    headings: [
      { id: 'what-moves-the-stock', level: 2, text: 'What moves the stock' },
      { id: 'the-whisper-number', level: 3, text: 'The whisper number' },
      { id: 'how-to-use-this-on-market-catalysts', level: 2, text: 'How to use this on Market Catalysts' },
    ],
    word_count: 1320,
    updated_at: '2026-11-10T08:00:00Z',
    ...overrides,
  };
}

export function sitePage(slug: string, overrides: Partial<SitePage> = {}): SitePage {
  return { ...item('page', slug, { tags: ['company'] }), support_email: 'support@marketcatalysts.example', ...overrides };
}

export function articlePage(results: ContentSummary[], overrides: Partial<ArticlePage> = {}): ArticlePage {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    tags: [
      { value: 'earnings', count: 4 },
      { value: 'fda', count: 2 },
      { value: 'macro', count: 1 },
    ],
    tickers: [
      { value: 'NVDA', count: 3 },
      { value: 'JPM', count: 1 },
    ],
    ...overrides,
  };
}

export function watchListIndex(list: WatchListKind | 'all', results: ContentSummary[]): WatchListIndex {
  const titles = {
    all: 'Watch Lists',
    weekly: 'Weekly Watch List',
    'market-catalysts': 'Market Catalysts Watch List',
    stock: 'Stock Watch List',
    crypto: 'Crypto Watch List',
  };
  return {
    list,
    title: titles[list],
    path: list === 'all' ? '/watch-lists' : `/${list}-watch-list`,
    count: results.length,
    results,
  };
}

export function watchListPost(list: WatchListKind, slug: string, overrides: Partial<WatchListPost> = {}): WatchListPost {
  return {
    ...item('watch-list', slug, { list, tickers: ['JPM', 'HD', 'ZZZZ'] }),
    list,
    picks: [
      {
        ticker: 'JPM',
        name: 'JPMorgan Chase & Co.',
        thesis: 'Bank earnings open the season; net interest income guidance sets the tone for the sector.',
        last: 243.18,
        change: 1.62,
        change_percent: 0.67,
        next_catalyst: {
          id: 'earnings-2001',
          type: 'earnings',
          ticker: 'JPM',
          title: 'Q4 2026 earnings',
          date: '2027-01-14',
          date_label: null,
          date_status: 'estimated',
          session: 'unknown',
          importance: 5,
        },
        path: '/company/JPM',
      },
      {
        ticker: 'HD',
        name: 'The Home Depot, Inc.',
        thesis: 'The dividend declaration and housing data drive the stock into the holidays.',
        last: 401.5,
        change: -3.2,
        change_percent: -0.79,
        next_catalyst: null,
        path: '/company/HD',
      },
      {
        ticker: 'ZZZZ',
        name: null,
        thesis: 'A listing with no delayed quote in the feed.',
        last: null,
        change: null,
        change_percent: null,
        next_catalyst: null,
        path: '/company/ZZZZ',
      },
    ],
    quotes_as_of: '2026-11-23T20:45:00Z',
    ...overrides,
  };
}
