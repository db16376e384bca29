import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './prose.css';

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function isSpecialClick(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The API's rendered body. It is sanitized HTML (no scripts, no `javascript:` links, no event handlers),
 * so it goes in as is. Links to the site's own pages (`/earnings-calendar`) open inside the app instead
 * of reloading it; every other link behaves as a link.
 */
export function ContentBody({ html }: { html: string }) {
  const navigate = useNavigate();

  function openSiteLinksInApp(event: MouseEvent<HTMLDivElement>) {
    if (isSpecialClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  // Keyboard users follow links with Enter, which the browser turns into this same click.
  return <div className="prose" onClick={openSiteLinksInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}
