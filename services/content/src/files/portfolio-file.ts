import type { ContentProblem } from './content-problem.js';
import { readFrontMatter, schemaProblems } from './content-file.js';
import { portfolioSchema, type PortfolioFrontMatter } from './portfolio.schema.js';

export const PORTFOLIOS_FOLDER = 'portfolios';

export type PortfolioCheck = { ok: true; portfolio: PortfolioFrontMatter } | { ok: false; problems: ContentProblem[] };

/** `portfolios/<slug>.md`: the slug, or undefined for a file elsewhere. */
export function portfolioSlugOf(file: string): string | undefined {
  const parts = file.split('/');
  return parts.length === 2 && parts[0] === PORTFOLIOS_FOLDER ? parts[1].replace(/\.md$/, '') : undefined;
}

/**
 * Checks one portfolio file: front matter only (the description is the portfolio's words, so a body
 * would never be shown), the schema, and a slug that is the file's name.
 */
export function checkPortfolioFile(file: string, source: string): PortfolioCheck {
  const read = readFrontMatter(file, source);
  if (!read.ok) return read;
  const parsed = portfolioSchema.safeParse(read.data);
  if (!parsed.success) return { ok: false, problems: schemaProblems(file, parsed.error.issues) };
  const problems: ContentProblem[] = [];
  const slug = portfolioSlugOf(file);
  if (parsed.data.slug !== slug) problems.push({ file, field: 'slug', message: `must be the file's name, ${slug}` });
  if (read.body.trim())
    problems.push({ file, field: 'body', message: 'must be empty: the description is what the portfolio page shows' });
  return problems.length ? { ok: false, problems } : { ok: true, portfolio: parsed.data };
}
