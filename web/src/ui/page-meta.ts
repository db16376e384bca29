import { useEffect } from 'react';
import { site } from '../config/site.js';

export interface PageMeta {
  /** The page's own title; the document title adds the product's name. */
  title: string;
  /** The meta description search engines show (50–160 characters reads best). */
  description: string;
  /** The page's site path (`/articles/…`); the canonical link is this path on the page's origin. */
  path: string;
}

/** `Earnings Catalysts Guide | Market Catalysts`. */
export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): { element: T; created: boolean } {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return { element: existing, created: false };
  const element = create();
  document.head.append(element);
  return { element, created: true };
}

/**
 * Sets the document's title, meta description and canonical link while the page is shown, and puts back
 * what was there when it goes (the next screen may not set its own). `null` leaves the head alone, e.g.
 * while the page's content is still loading.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const path = meta?.path;

  useEffect(() => {
    if (title === undefined || description === undefined || path === undefined) return;

    const previousTitle = document.title;
    const descriptionTag = headElement('meta[name="description"]', () => {
      const tag = document.createElement('meta');
      tag.name = 'description';
      return tag;
    });
    const previousDescription = descriptionTag.element.content;
    const canonical = headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    });
    const previousCanonical = canonical.element.getAttribute('href');

    document.title = documentTitle(title);
    descriptionTag.element.content = description;
    canonical.element.href = new URL(path, window.location.origin).href;

    return () => {
      document.title = previousTitle;
      if (descriptionTag.created) descriptionTag.element.remove();
      else descriptionTag.element.content = previousDescription;
      if (canonical.created) canonical.element.remove();
      else if (previousCanonical !== null) canonical.element.setAttribute('href', previousCanonical);
    };
  }, [title, description, path]);
}
