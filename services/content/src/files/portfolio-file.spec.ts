import { checkPortfolioFile, portfolioSlugOf } from './portfolio-file.js';

const DESCRIPTION =
  'Oil and gas producers, refiners and pipelines. Their quarterly results, OPEC+ meetings and the weekly ' +
  'inventory reports move them, and their dividends are among the largest in the market: a portfolio to watch ' +
  'around every earnings season.';

const portfolio = (frontMatter: Record<string, string> = {}, body = '') => {
  const fields = {
    slug: 'energy-stocks',
    title: 'Energy Stocks',
    description: `'${DESCRIPTION}'`,
    sector: 'Energy',
    order: '9',
    members: '\n  - ticker: XOM\n    name: Exxon Mobil Corporation\n  - ticker: CVX\n    name: Chevron Corporation',
    ...frontMatter,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}`;
};

const problemsOf = (source: string) => {
  const result = checkPortfolioFile('portfolios/energy-stocks.md', source);
  return result.ok ? [] : result.problems.map((problem) => `${problem.field}: ${problem.message}`);
};

describe('checkPortfolioFile', () => {
  it('accepts a portfolio that follows the rules, its members ranked in the file’s order', () => {
    const result = checkPortfolioFile('portfolios/energy-stocks.md', portfolio());
    expect(result).toEqual({
      ok: true,
      portfolio: {
        slug: 'energy-stocks',
        title: 'Energy Stocks',
        description: DESCRIPTION,
        sector: 'Energy',
        order: 9,
        members: [
          { ticker: 'XOM', name: 'Exxon Mobil Corporation' },
          { ticker: 'CVX', name: 'Chevron Corporation' },
        ],
      },
    });
  });

  it('accepts a portfolio without a sector: one that spans every sector', () => {
    const result = checkPortfolioFile('portfolios/energy-stocks.md', portfolio({ sector: '' }));
    expect(result.ok && result.portfolio.sector).toBeUndefined();
  });

  it.each([
    [
      { sector: 'Technology' },
      'sector: must be a GICS sector: Communication Services, Consumer Discretionary, Consumer Staples, Energy, Financials, Health Care, Industrials, Information Technology, Materials, Real Estate, Utilities',
    ],
    [{ description: 'Too short.' }, 'description: must be at least 200 characters'],
    [{ order: '0' }, 'order: must be a whole number from 1'],
    [{ order: '1.5' }, 'order: must be a whole number from 1'],
    [{ order: '' }, 'order: is required'],
    [{ members: '[]' }, 'members: needs 1 to 200 members'],
    [
      { members: '\n  - ticker: xom\n    name: Exxon Mobil Corporation' },
      'members[0].ticker: must be an upper-case US ticker such as AAPL or BRK.B',
    ],
    [{ members: '\n  - ticker: XOM' }, 'members[0].name: is required'],
    [{ members: '\n  - ticker: XOM\n    name: Exxon\n  - ticker: XOM\n    name: Exxon' }, 'members: lists XOM twice'],
    [{ slug: 'oil-stocks' }, "slug: must be the file's name, energy-stocks"],
    [{ tickers: '[XOM]' }, 'tickers: Unrecognized key: "tickers"'],
  ])('reports %o with the field at fault', (change, problem) => {
    expect(problemsOf(portfolio(change))).toEqual([problem]);
  });

  it('refuses a description of more than one paragraph and a body, which no page would show', () => {
    expect(problemsOf(portfolio({ description: `|\n  ${DESCRIPTION}\n\n  A second paragraph.` }))).toEqual([
      'description: must be one paragraph (no line breaks)',
    ]);
    expect(problemsOf(portfolio({}, '\nSome words.\n'))).toEqual([
      'body: must be empty: the description is what the portfolio page shows',
    ]);
  });
});

describe('portfolioSlugOf', () => {
  it('reads the slug of a file in portfolios/, and nothing elsewhere', () => {
    expect(portfolioSlugOf('portfolios/energy-stocks.md')).toBe('energy-stocks');
    expect(portfolioSlugOf('portfolios/deep/energy-stocks.md')).toBeUndefined();
    expect(portfolioSlugOf('guides/energy-stocks.md')).toBeUndefined();
  });
});
