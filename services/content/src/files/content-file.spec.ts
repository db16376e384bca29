import { checkContentFile, placeOf, type CheckResult } from './content-file.js';

const TODAY = '2026-11-23';

const article = (frontMatter: Record<string, string>, body = 'Body text of the article.') => {
  const fields = {
    title: 'Trading the Week of a Fed Meeting',
    description: 'How stocks and rates usually behave around an FOMC statement, and how to plan a week around one.',
    slug: 'fed-week',
    kind: 'article',
    published: '2026-11-02',
    author: 'Market Catalysts Research',
    tags: '[fomc, interest-rates]',
    tickers: '[JPM]',
    ...frontMatter,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
};

const problemsOf = (result: CheckResult) => (result.ok ? [] : result.problems.map((p) => `${p.field}: ${p.message}`));

describe('checkContentFile', () => {
  it('accepts a file that follows the rules and gives its front matter and body', () => {
    const result = checkContentFile('articles/fed-week.md', article({}), TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.checked.frontMatter).toMatchObject({
      slug: 'fed-week',
      kind: 'article',
      published: '2026-11-02',
      tickers: ['JPM'],
    });
    expect(result.checked.body.trim()).toBe('Body text of the article.');
  });

  it.each([
    [{ title: `'${'A'.repeat(91)}'` }, 'title: must be at most 90 characters'],
    [{ description: 'Too short.' }, 'description: must be at least 50 characters'],
    [{ description: `'${'d'.repeat(161)}'` }, 'description: must be at most 160 characters'],
    [{ published: '2026-02-30' }, 'published: is not a real day'],
    [{ published: '14/10/2026' }, 'published: must be a day written YYYY-MM-DD (2026-10-14)'],
    [{ published: '2026-11-24' }, 'published: must not be in the future (today is 2026-11-23)'],
    [{ author: '' }, 'author: is required'],
    [{ tags: '[]' }, 'tags: needs 1 to 6 tags'],
    [{ tags: '[a, b, c, d, e, f, g]' }, 'tags: needs 1 to 6 tags'],
    [{ tags: '[Earnings]' }, 'tags[0]: must be lowercase words joined by hyphens'],
    [{ tags: '[fomc, fomc]' }, 'tags: lists fomc twice'],
    [{ tickers: '[aapl]' }, 'tickers[0]: must be an upper-case US ticker such as AAPL or BRK.B'],
    [{ tickers: 'AAPL' }, 'tickers: must be a list of tickers'],
    [{ kind: 'essay' }, 'kind: must be one of guide, article, watch-list, page'],
    [{ kind: 'guide' }, 'kind: must be article for a file in this folder'],
    [{ slug: 'another-slug' }, "slug: must be the file's name, fed-week"],
    [{ summary: 'an extra key' }, 'summary: Unrecognized key: "summary"'],
  ])('reports %o with the field at fault', (change, problem) => {
    expect(problemsOf(checkContentFile('articles/fed-week.md', article(change), TODAY))).toEqual([problem]);
  });

  it('reads a day written as a string in YAML 1.2 (no timestamps), quoted or not', () => {
    expect(checkContentFile('articles/fed-week.md', article({ published: "'2026-11-02'" }), TODAY).ok).toBe(true);
  });

  it('refuses a file without front matter, with broken YAML, or with an empty body', () => {
    expect(problemsOf(checkContentFile('articles/x.md', '# Just Markdown\n', TODAY))).toEqual([
      'front matter: must open the file, between two lines of ---',
    ]);
    expect(problemsOf(checkContentFile('articles/fed-week.md', article({ title: "'unclosed" }), TODAY))[0]).toMatch(
      /^front matter: is not valid YAML \(line \d+\): Missing closing 'quote$/,
    );
    expect(problemsOf(checkContentFile('articles/fed-week.md', article({}, ''), TODAY))).toEqual(['body: is empty']);
  });

  it('refuses a file outside the content folders', () => {
    expect(problemsOf(checkContentFile('drafts/fed-week.md', article({}), TODAY))).toEqual([
      'location: must be guides/<slug>.md, articles/<slug>.md, pages/<slug>.md, watch-lists/<list>/<slug>.md or portfolios/<slug>.md',
    ]);
  });
});

describe('watch-list posts', () => {
  const post = (list: string, picks: string[], tickers = picks) =>
    [
      '---',
      'title: Weekly Watch List',
      'description: The companies we watch this week for their scheduled catalysts and what would change our view.',
      'slug: week-one',
      'kind: watch-list',
      'published: 2026-11-09',
      'author: Market Catalysts Research',
      'tags: [earnings]',
      `tickers: [${tickers.join(', ')}]`,
      `list: ${list}`,
      'picks:',
      ...picks.flatMap((ticker) => [
        `  - ticker: ${ticker}`,
        `    thesis: 'Quarterly results are the catalyst; check the earnings calendar for the confirmed date.'`,
      ]),
      '---',
      '',
      'Body.',
    ].join('\n');

  it('accepts 3 to 8 picks whose tickers are exactly the tickers list', () => {
    const result = checkContentFile('watch-lists/weekly/week-one.md', post('weekly', ['JPM', 'HD', 'XOM']), TODAY);
    expect(result.ok && result.checked.frontMatter).toMatchObject({
      list: 'weekly',
      picks: [{ ticker: 'JPM' }, { ticker: 'HD' }, { ticker: 'XOM' }],
    });
  });

  it('reports too few picks, a ticker list that differs, and a list that is not the folder', () => {
    expect(problemsOf(checkContentFile('watch-lists/weekly/week-one.md', post('weekly', ['JPM', 'HD']), TODAY))).toEqual([
      'picks: needs 3 to 8 picks',
    ]);
    expect(
      problemsOf(
        checkContentFile('watch-lists/weekly/week-one.md', post('weekly', ['JPM', 'HD', 'XOM'], ['JPM', 'HD', 'CVX']), TODAY),
      ),
    ).toEqual(["tickers: must list exactly the picks' tickers (missing XOM; not picked: CVX)"]);
    expect(problemsOf(checkContentFile('watch-lists/weekly/week-one.md', post('stock', ['JPM', 'HD', 'XOM']), TODAY))).toEqual([
      'list: must be weekly, the folder the file is in',
    ]);
    expect(problemsOf(checkContentFile('watch-lists/weekly/week-one.md', post('daily', ['JPM', 'HD', 'XOM']), TODAY))).toEqual([
      'list: must be one of weekly, market-catalysts, stock, crypto',
    ]);
  });

  it('refuses watch-list keys on another kind', () => {
    const guide = post('weekly', ['JPM', 'HD', 'XOM']).replace('kind: watch-list', 'kind: guide');
    expect(problemsOf(checkContentFile('guides/week-one.md', guide, TODAY))).toEqual([
      'list, picks: Unrecognized keys: "list", "picks"',
    ]);
  });
});

describe('placeOf', () => {
  it('reads the kind, list and slug from where a file lies', () => {
    expect(placeOf('guides/earnings-catalysts-guide.md')).toEqual({ kind: 'guide', slug: 'earnings-catalysts-guide' });
    expect(placeOf('watch-lists/crypto/etf-flows.md')).toEqual({ kind: 'watch-list', slug: 'etf-flows', list: 'crypto' });
    expect(placeOf('watch-lists/daily/etf-flows.md')).toBeUndefined();
    expect(placeOf('articles/deep/x.md')).toBeUndefined();
  });
});
