import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileContentFolder } from './content-folder.js';
import { describeProblem } from './content-problem.js';

const REPO_CONTENT = fileURLToPath(new URL('../../../../content', import.meta.url));
const BROKEN_CONTENT = fileURLToPath(new URL('../../test/fixtures/broken-content', import.meta.url));
const today = new Date().toISOString().slice(0, 10);

describe('the content folder', () => {
  it('has no file that breaks the rules of content/README.md', async () => {
    const { problems } = await compileContentFolder(REPO_CONTENT, today);
    // Every problem as one line naming the file and the field, so a failure says what to fix.
    expect(problems.map((problem) => describeProblem(problem, REPO_CONTENT))).toEqual([]);
  });

  it('publishes what the issue asks for: 15 guides, at least 8 articles, 3 posts per watch list, the 7 pages', async () => {
    const { items } = await compileContentFolder(REPO_CONTENT, today);
    const count = (kind: string, list?: string) =>
      items.filter((item) => item.kind === kind && (!list || item.list === list)).length;
    expect(count('guide')).toBe(15);
    expect(count('article')).toBeGreaterThanOrEqual(8);
    for (const list of ['weekly', 'market-catalysts', 'stock', 'crypto'])
      expect(count('watch-list', list)).toBeGreaterThanOrEqual(3);
    expect(
      items
        .filter((item) => item.kind === 'page')
        .map((item) => item.path)
        .sort(),
    ).toEqual(['/about', '/about-us', '/contact-us', '/data-disclaimer', '/privacy-policy', '/team', '/terms-of-use']);
  });
});

describe('a broken file', () => {
  it('is reported with its path and the field at fault, and kept out of the items', async () => {
    const { items, problems } = await compileContentFolder(BROKEN_CONTENT, today);
    expect(items).toEqual([]);
    const lines = problems.map((problem) => describeProblem(problem, BROKEN_CONTENT));
    const folder = relative(process.cwd(), BROKEN_CONTENT);
    expect(lines).toEqual([
      `${folder}/articles/broken-article.md: description: must be at least 50 characters`,
      `${folder}/articles/broken-article.md: published: is required`,
      `${folder}/watch-lists/weekly/wrong-picks.md: tickers: must list exactly the picks' tickers (not picked: MSFT)`,
    ]);
  });
});
