import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { contentPath, type ContentHeading, type ContentKind } from '@mc/api/content';
import { renderMarkdown, RENDERER_VERSION } from '../render/markdown-renderer.js';
import { checkContentFile } from './content-file.js';
import type { ContentProblem } from './content-problem.js';

/** One file ready to store: its front matter, its rendered body and the hash that says whether it changed. */
export interface PreparedItem {
  /** The route on the site, the item's key. */
  path: string;
  kind: ContentKind;
  list: string | null;
  slug: string;
  /** Relative to the content folder, with `/` separators. */
  sourceFile: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  author: string;
  tags: string[];
  tickers: string[];
  picks: { ticker: string; thesis: string }[];
  html: string;
  headings: ContentHeading[];
  wordCount: number;
  contentHash: string;
}

export interface CompiledContent {
  items: PreparedItem[];
  /** Files that cannot be published, each with the field at fault. */
  problems: ContentProblem[];
}

/** The folder's own notes for editors, not a page. */
const EDITORS_README = 'README.md';

export const contentHash = (source: Buffer) =>
  createHash('sha256').update(`renderer ${RENDERER_VERSION}\0`).update(source).digest('hex');

/** Every Markdown file under `dir`, relative, with `/` separators, in a stable order. */
async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split(sep)
        .join('/'),
    )
    .filter((file) => file !== EDITORS_README)
    .sort();
}

/**
 * Reads, checks and renders every file of the content folder. A file with a problem is left out of
 * `items` and reported; when two files claim the same route, the first in path order is kept and
 * the second reported.
 */
export async function compileContentFolder(dir: string, today: string): Promise<CompiledContent> {
  const root = dir.replace(/[\\/]+$/, '');
  const items: PreparedItem[] = [];
  const problems: ContentProblem[] = [];
  const routes = new Map<string, string>();
  for (const file of await markdownFiles(root)) {
    const source = await readFile(join(root, file));
    const result = checkContentFile(file, source.toString('utf8'), today);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const { frontMatter, body } = result.checked;
    const list = frontMatter.kind === 'watch-list' ? frontMatter.list : null;
    const path = contentPath(frontMatter.kind, frontMatter.slug, list);
    const claimedBy = routes.get(path);
    if (claimedBy) {
      problems.push({ file, field: 'slug', message: `${path} is already the page of ${claimedBy}` });
      continue;
    }
    const rendered = renderMarkdown(body);
    if (rendered.levelOneHeadings) {
      problems.push({
        file,
        field: 'body',
        message: 'must not use a level-1 heading (#): the page shows the title; use ## and ###',
      });
      continue;
    }
    routes.set(path, file);
    items.push({
      path,
      kind: frontMatter.kind,
      list,
      slug: frontMatter.slug,
      sourceFile: file,
      title: frontMatter.title,
      description: frontMatter.description,
      published: frontMatter.published,
      author: frontMatter.author,
      tags: frontMatter.tags,
      tickers: frontMatter.tickers,
      picks: frontMatter.kind === 'watch-list' ? frontMatter.picks : [],
      html: rendered.html,
      headings: rendered.headings,
      wordCount: rendered.wordCount,
      contentHash: contentHash(source),
    });
  }
  return { items, problems };
}
