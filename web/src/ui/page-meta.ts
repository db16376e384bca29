import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, routeMeta } from '@mc/api/site-routes';

export interface PageMeta {
  /** The page's own title; the document title adds the product's name ("Pricing · Market Catalysts"). */
  title: string;
  /** The meta description search engines and link previews show (50–160 characters reads best). */
  description: string;
  /** The page's site path (`/articles/…`); the canonical link is this path on the page's origin. */
  path: string;
}

/** The head elements a page sets, each with how to create it when the shell lacks it. */
const HEAD_TAGS = {
  description: { selector: 'meta[name="description"]', attribute: 'content', create: () => metaTag('name', 'description') },
  canonical: { selector: 'link[rel="canonical"]', attribute: 'href', create: () => canonicalLink() },
  ogTitle: { selector: 'meta[property="og:title"]', attribute: 'content', create: () => metaTag('property', 'og:title') },
  ogDescription: {
    selector: 'meta[property="og:description"]',
    attribute: 'content',
    create: () => metaTag('property', 'og:description'),
  },
  ogUrl: { selector: 'meta[property="og:url"]', attribute: 'content', create: () => metaTag('property', 'og:url') },
} as const;

function metaTag(key: 'name' | 'property', value: string): HTMLElement {
  const tag = document.createElement('meta');
  tag.setAttribute(key, value);
  return tag;
}

function canonicalLink(): HTMLElement {
  const link = document.createElement('link');
  link.rel = 'canonical';
  return link;
}

/** Sets one head element's value; gives back how to put back what was there. */
function setHeadTag(tag: keyof typeof HEAD_TAGS, value: string): () => void {
  const { selector, attribute, create } = HEAD_TAGS[tag];
  const existing = document.head.querySelector(selector);
  const element = existing ?? create();
  if (!existing) document.head.append(element);
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  return () => {
    if (!existing) element.remove();
    else if (previous !== null) element.setAttribute(attribute, previous);
  };
}

/** Writes a page's title, description, canonical link and Open Graph tags; gives back how to put back the previous ones. */
function writeHead({ title, description, path }: PageMeta): () => void {
  const previousTitle = document.title;
  const url = new URL(path, window.location.origin).href;
  const restores = [
    setHeadTag('description', description),
    setHeadTag('canonical', url),
    setHeadTag('ogTitle', title),
    setHeadTag('ogDescription', description),
    setHeadTag('ogUrl', url),
  ];
  document.title = documentTitle(title);
  return () => {
    document.title = previousTitle;
    for (const restore of restores.reverse()) restore();
  };
}

/**
 * How many shown pages have set their own head. The layout's route head yields to them: React runs a page's
 * effects before its layout's, so without this the route's generic words would overwrite the page's own.
 */
let pagesWithOwnHead = 0;

/**
 * Sets the document's head from a page's own data (a company, an article, a calendar's week) while the page is
 * shown, and puts back what was there when it goes. `null` leaves the route's head, e.g. while the page's
 * content is still loading.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const path = meta?.path;

  useEffect(() => {
    if (title === undefined || description === undefined || path === undefined) return;
    pagesWithOwnHead += 1;
    const restore = writeHead({ title, description, path });
    return () => {
      restore();
      pagesWithOwnHead -= 1;
    };
  }, [title, description, path]);
}

/**
 * The layout's part: every route's title and description from SITE_ROUTES (the table the bff writes into the
 * HTML shell), "Page not found" for a path that is no route, unless the page sets its own with usePageMeta.
 */
export function useRouteMeta(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (pagesWithOwnHead > 0) return;
    return writeHead(routeMeta(pathname));
  }, [pathname]);
}
