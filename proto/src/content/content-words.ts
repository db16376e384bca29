// The words content's contract speaks (proto/mc/content/v1/content.proto): the kinds of item, the
// watch lists, an item's path on the site and the contact form's topics and limits. The content
// service, the bff and (through @mc/api) the web all read them here. Import-free, so the web bundle
// loads it as plain data.

export const CONTENT_KINDS = ['guide', 'article', 'watch-list', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The four watch lists, spelled as in the front matter's `list`, the API (`/api/watch-lists/{list}/`) and the route (`/{list}-watch-list`). */
export const WATCH_LISTS = ['weekly', 'market-catalysts', 'stock', 'crypto'] as const;
export type WatchListKind = (typeof WATCH_LISTS)[number];

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

export function isWatchListKind(value: string): value is WatchListKind {
  return (WATCH_LISTS as readonly string[]).includes(value);
}

/** A watch list's display name and its screen's route. */
export const WATCH_LIST_TITLES: Readonly<Record<WatchListKind, string>> = {
  weekly: 'Weekly Watch List',
  'market-catalysts': 'Market Catalysts Watch List',
  stock: 'Stock Watch List',
  crypto: 'Crypto Watch List',
};

export function watchListRoute(list: WatchListKind): string {
  return `/${list}-watch-list`;
}

/** The item's path on the site (`ContentSummary.path`): one place, so the service, the bff and the web agree. */
export function contentPath(kind: ContentKind, slug: string, list?: WatchListKind | null): string {
  if (kind === 'article') return `/articles/${slug}`;
  if (kind === 'watch-list') {
    if (!list) throw new Error(`watch-list post ${slug} has no list`);
    return `${watchListRoute(list)}/${slug}`;
  }
  return `/${slug}`;
}

/** The contact form's topics: value sent, label shown (and written in the mail to support). */
export const CONTACT_TOPICS = [
  { value: 'subscription', label: 'Subscription and billing' },
  { value: 'account', label: 'Account and sign-in' },
  { value: 'data', label: 'Calendar or market data' },
  { value: 'content', label: 'Articles, guides and watch lists' },
  { value: 'feedback', label: 'Feedback and feature requests' },
  { value: 'other', label: 'Something else' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
