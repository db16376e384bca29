import { documentTitle, SITE_NAME, type PageHead } from '@mc/api/site-routes';
import { escapeXml, siteUrl } from '../content/site/xml-text.js';

/** What the shell's head says about every page; the bff writes the page's own in their place. */
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * The app's HTML shell with the page's title, meta description, canonical link and Open Graph tags, so
 * that search engines and link previews (which run no script) name the page; the client keeps them
 * current as the user moves on.
 */
export function shellWithHead(shell: string, head: PageHead, site: string): string {
  const url = escapeXml(siteUrl(site, head.path));
  const title = escapeXml(documentTitle(head.title));
  const description = escapeXml(head.description);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="${escapeXml(SITE_NAME)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeXml(head.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
  ].join('\n    ');
  return shell.replace(SHELL_DESCRIPTION, '').replace(SHELL_TITLE, () => `<title>${title}</title>\n    ${tags}`);
}
