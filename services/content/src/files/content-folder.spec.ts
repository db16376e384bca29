import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GICS_SECTORS } from '@mc/proto/gics-sectors';
import { TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
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

describe('the curated portfolios', () => {
  const SECTOR_SLUGS = [
    'technology-stocks',
    'financials-stocks',
    'biopharma-healthcare-stocks',
    'consumer-discretionary-stocks',
    'industrials-stocks',
    'communication-services-stocks',
    'consumer-staples-stocks',
    'energy-stocks',
    'materials-stocks',
    'real-estate-stocks',
    'utilities-stocks',
  ];
  const portfolios = async () => (await compileContentFolder(REPO_CONTENT, today)).portfolios;

  it('are the flagship and the 11 sector portfolios of the spec, flagship first', async () => {
    expect((await portfolios()).map((portfolio) => portfolio.slug)).toEqual([
      'market-catalysts-flagship-stocks',
      ...SECTOR_SLUGS,
    ]);
  });

  it('make the flagship exactly the ticker tape’s 110 ranked symbols, in rank order, spanning every sector', async () => {
    const [flagship] = await portfolios();
    expect(flagship.sector).toBeNull();
    expect(flagship.members).toEqual(TICKER_SYMBOLS.map(({ symbol, name }) => ({ ticker: symbol, name })));
  });

  it('give each of the 11 GICS sectors exactly one portfolio of 15 to 30 members', async () => {
    const sectorPortfolios = (await portfolios()).filter((portfolio) => portfolio.sector !== null);
    expect(sectorPortfolios.map((portfolio) => portfolio.sector).sort()).toEqual(GICS_SECTORS.map((sector) => sector.key).sort());
    for (const portfolio of sectorPortfolios) {
      expect(portfolio.members.length).toBeGreaterThanOrEqual(15);
      expect(portfolio.members.length).toBeLessThanOrEqual(30);
    }
  });

  it('name a company the same way wherever it appears', async () => {
    const names = new Map<string, string>();
    for (const member of (await portfolios()).flatMap((portfolio) => portfolio.members)) {
      expect(names.get(member.ticker) ?? member.name).toBe(member.name);
      names.set(member.ticker, member.name);
    }
  });
});

describe('a broken file', () => {
  it('is reported with its path and the field at fault, and kept out of the items', async () => {
    const { items, portfolios, problems } = await compileContentFolder(BROKEN_CONTENT, today);
    expect(items).toEqual([]);
    expect(portfolios.map((portfolio) => portfolio.slug)).toEqual(['first-portfolio']);
    const lines = problems.map((problem) => describeProblem(problem, BROKEN_CONTENT));
    const folder = relative(process.cwd(), BROKEN_CONTENT);
    expect(lines).toEqual([
      `${folder}/articles/broken-article.md: description: must be at least 50 characters`,
      `${folder}/articles/broken-article.md: published: is required`,
      `${folder}/portfolios/same-order.md: order: 1 is already the order of portfolios/first-portfolio.md`,
      `${folder}/watch-lists/weekly/wrong-picks.md: tickers: must list exactly the picks' tickers (not picked: MSFT)`,
    ]);
  });
});
