export const SNIPPET_LENGTH = 250;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Like Mailpit: the text part (or the HTML part's text), whitespace collapsed, cut at 250 characters. */
export function createSnippet(text: string, html: string): string {
  const source = text.trim() === '' ? htmlToPlainText(html) : text;
  const collapsed = source.replace(/\s+/g, ' ').trim();
  return collapsed.length > SNIPPET_LENGTH ? `${collapsed.slice(0, SNIPPET_LENGTH)}...` : collapsed;
}

/** Good enough for a preview line; not a general HTML-to-text converter. */
export function htmlToPlainText(html: string): string {
  const withoutInvisible = html.replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withoutTags = withoutInvisible.replace(/<[^>]*>/g, ' ');
  return decodeEntities(withoutTags);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const codePoint = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}
