import MarkdownIt from 'markdown-it';
import { sanitizeContentHtml } from './html-sanitizer.js';

/** Part of every file's content hash: raise it when the rendered HTML changes, so the loader renders every file again. */
export const RENDERER_VERSION = 1;

/** A `##` or `###` heading of the body, in order: `id` is the heading element's id (for `#id` links). */
export interface Heading {
  id: string;
  level: 2 | 3;
  text: string;
}

export interface RenderedBody {
  /** Sanitized: safe to insert into a page as it is. */
  html: string;
  headings: Heading[];
  wordCount: number;
  /** `#` headings in the body: the page shows the title as its heading, so the files must not. */
  levelOneHeadings: number;
}

/** Words as the reader sees them: the text of the HTML, markup and entities aside. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A heading's id: its words, lowercase, joined by hyphens (`## How to Read IV` → `how-to-read-iv`). */
export function headingId(text: string): string {
  const id = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return id || 'section';
}

/**
 * Markdown to sanitized HTML with markdown-it: CommonMark plus tables and strikethrough, raw HTML
 * escaped, and an id on every `##`/`###` heading (unique in the page) for links to a section.
 */
export function renderMarkdown(markdown: string): RenderedBody {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const headings: Heading[] = [];
  let levelOneHeadings = 0;
  md.core.ruler.push('heading_ids', (state) => {
    const used = new Set<string>();
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      if (token.tag === 'h1') levelOneHeadings++;
      const level = Number(token.tag.slice(1));
      const inline = state.tokens[index + 1];
      const text = (inline.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('')
        .trim();
      let id = headingId(text);
      for (let n = 2; used.has(id); n++) id = `${headingId(text)}-${n}`;
      used.add(id);
      token.attrSet('id', id);
      if (level === 2 || level === 3) headings.push({ id, level, text });
    });
  });
  const html = sanitizeContentHtml(md.render(markdown));
  return { html, headings, wordCount: countWords(html), levelOneHeadings };
}
