const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Only http(s): a `javascript:` link in a message must never become clickable. */
const WEB_URL = /\bhttps?:\/\/[^\s<>"']+/g;
/** Sentence punctuation after a URL is almost never part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Safe in element content and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escapes plain text and turns its web addresses into links. */
export function linkifyText(text: string): string {
  let html = '';
  let copiedUpTo = 0;
  for (const match of text.matchAll(WEB_URL)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const link = `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    html += escapeHtml(text.slice(copiedUpTo, match.index)) + link;
    copiedUpTo = match.index + url.length;
  }
  return html + escapeHtml(text.slice(copiedUpTo));
}
