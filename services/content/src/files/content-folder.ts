import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { contentPath, type ContentKind } from '@mc/proto/content-words';
import { gicsSectorByName } from '@mc/proto/gics-sectors';
import { renderMarkdown, RENDERER_VERSION, type Heading } from '../render/markdown-renderer.js';
import { checkContentFile } from './content-file.js';
import type { ContentProblem } from './content-problem.js';
import { checkPortfolioFile, portfolioSlugOf } from './portfolio-file.js';

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
  headings: Heading[];
  wordCount: number;
  contentHash: string;
}

/** One portfolio file ready to store. */
export interface PreparedPortfolio {
  slug: string;
  sourceFile: string;
  /** Its place in the list of portfolios, from 1. */
  position: number;
  title: string;
  description: string;
  /** The GICS sector key, or null for a portfolio spanning every sector (the flagship). */
  sector: string | null;
  /** Ranked: the first is number 1. */
  members: { ticker: string; name: string }[];
  contentHash: string;
}

export interface CompiledContent {
  items: PreparedItem[];
  portfolios: PreparedPortfolio[];
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
 * Reads, checks and renders every file of the content folder (portfolios are checked, not rendered:
 * they are front matter only). A file with a problem is left out of
 * `items` and reported; when two files claim the same route, the first in path order is kept and
 * the second reported.
 */
export async function compileContentFolder(dir: string, today: string): Promise<CompiledContent> {
  const root = dir.replace(/[\\/]+$/, '');
  const items: PreparedItem[] = [];
  const portfolios: PreparedPortfolio[] = [];
  const problems: ContentProblem[] = [];
  const routes = new Map<string, string>();
  const positions = new Map<number, string>();
  for (const file of await markdownFiles(root)) {
    const source = await readFile(join(root, file));
    if (portfolioSlugOf(file) !== undefined) {
      const checked = checkPortfolioFile(file, source.toString('utf8'));
      if (!checked.ok) {
        problems.push(...checked.problems);
        continue;
      }
      const { portfolio } = checked;
      const takenBy = positions.get(portfolio.order);
      if (takenBy) {
        problems.push({ file, field: 'order', message: `${portfolio.order} is already the order of ${takenBy}` });
        continue;
      }
      positions.set(portfolio.order, file);
      portfolios.push({
        slug: portfolio.slug,
        sourceFile: file,
        position: portfolio.order,
        title: portfolio.title,
        description: portfolio.description,
        sector: portfolio.sector ? gicsSectorByName(portfolio.sector)!.key : null,
        members: portfolio.members,
        contentHash: contentHash(source),
      });
      continue;
    }
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
  portfolios.sort((a, b) => a.position - b.position);
  return { items, portfolios, problems };
}
