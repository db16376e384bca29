import sanitizeHtml from 'sanitize-html';

/** Absolute links leave the site: a new tab, and the target page gets no handle on ours. */
const isExternal = (href: string | undefined) => !!href && /^https?:\/\//i.test(href);

/**
 * What rendered Markdown may keep: text structure, tables and links, nothing that runs or loads.
 * markdown-it already escapes raw HTML (`html: false`); this is the second line of defence, so a
 * future renderer option or plugin can never let a script, an event handler or a `javascript:`
 * link through.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    's',
    'del',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Tags not allowed are dropped with their markup; script, style and similar with their content too.
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page shows the title as the only h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternal(attribs.href) ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
